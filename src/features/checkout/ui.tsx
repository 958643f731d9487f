import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { refund } from '../../../generated/constants.ts';
import { plans, planById, type Currency, type PlanId, type WebGateway } from '../../../generated/plans.ts';
import { $signedIn, $user } from '../../entities/session/index.ts';
import { majorUnits, savingPercent } from '../../shared/commerce/pricing.ts';
import { Link } from '../../shared/nav/index.ts';
import { useHref } from '../../shared/page/index.ts';
import { Field, FormMessage } from '../../shared/ui/form.tsx';
import styles from './checkout.module.css';
import { checkoutMessages as m } from './messages.ts';
import {
  $currency,
  $emailInput,
  $gateway,
  $gateways,
  $payProblem,
  $paying,
  $plan,
  $promo,
  $promoInput,
  emailChanged,
  gatewayChosen,
  pageRestored,
  payPressed,
  planChosen,
  priceOf,
  promoApplied,
  promoAppliesTo,
  promoInputChanged,
  promoRemoved,
  type PromoState,
} from './model.ts';

/** An amount in minor units, in the page's language. */
export function money(intl: IntlShape, amount: number, currency: Currency): string {
  return intl.formatNumber(majorUnits(amount, currency), { style: 'currency', currency });
}

function percent(intl: IntlShape, value: number): string {
  return intl.formatNumber(value / 100, { style: 'percent' });
}

function PlanCard({
  plan,
  currency,
  promo,
  chosen,
  onChoose,
}: {
  plan: PlanId;
  currency: Currency;
  promo: PromoState;
  chosen: boolean;
  onChoose: () => void;
}) {
  const intl = useIntl();
  const { months, bestValue } = planById[plan];
  const price = priceOf(plan, currency, promo);
  const discountedHere = price.now !== price.full;
  const saving = savingPercent(planById[plan], currency);
  const perMonth = intl.formatNumber(majorUnits(price.now, currency) / months, { style: 'currency', currency });
  const id = `plan-${plan}`;
  return (
    <label className={styles.plan} data-chosen={chosen || undefined} htmlFor={id}>
      <input type="radio" name="plan" id={id} value={plan} checked={chosen} onChange={onChoose} className={styles.radio} />
      <span className={styles.planHead}>
        <span className={styles.planName}>{intl.formatMessage(m.planName, { months })}</span>
        {bestValue ? <span className={styles.badge}>{intl.formatMessage(m.bestValue)}</span> : null}
      </span>
      <span className={styles.price} data-testid={`price-${plan}`}>
        {money(intl, price.now, currency)}
        {discountedHere ? (
          <del className={styles.oldPrice} aria-label={intl.formatMessage(m.fullPrice, { price: money(intl, price.full, currency) })}>
            {money(intl, price.full, currency)}
          </del>
        ) : null}
      </span>
      <span className={styles.perMonth}>{intl.formatMessage(m.perMonth, { price: perMonth })}</span>
      {saving > 0 ? <span className={styles.saving}>{intl.formatMessage(m.saving, { percent: percent(intl, saving) })}</span> : null}
    </label>
  );
}

function PromoMessage({ promo, plan }: { promo: PromoState; plan: PlanId }) {
  const intl = useIntl();
  if (promo.kind === 'none') return null;
  if (promo.kind === 'checking')
    return (
      <p className={styles.note} role="status">
        {intl.formatMessage(m.promoChecking)}
      </p>
    );
  const code = promo.code;
  if (promo.kind === 'applied') {
    const values = { code, percent: percent(intl, promo.percent) };
    return promoAppliesTo(promo, plan) ? (
      <FormMessage kind="success">{intl.formatMessage(m.promoApplied, values)}</FormMessage>
    ) : (
      <FormMessage kind="info">{intl.formatMessage(m.promoAppliedOther, values)}</FormMessage>
    );
  }
  const message = {
    unknown: m.promoUnknown,
    'not-started': m.promoNotStarted,
    expired: m.promoExpired,
    'used-up': m.promoUsedUp,
    'not-for-plan': m.promoAppliedOther,
    offline: m.promoOffline,
  }[promo.reason];
  return <FormMessage kind="error">{intl.formatMessage(message, { code, percent: '' })}</FormMessage>;
}

function Promo() {
  const intl = useIntl();
  const { input, promo, plan, changed, applied, removed } = useUnit({
    input: $promoInput,
    promo: $promo,
    plan: $plan,
    changed: promoInputChanged,
    applied: promoApplied,
    removed: promoRemoved,
  });
  return (
    <fieldset className={styles.group}>
      <legend>{intl.formatMessage(m.promoLegend)}</legend>
      {promo.kind === 'applied' ? (
        <div className={styles.promoRow}>
          <PromoMessage promo={promo} plan={plan} />
          <button type="button" className="button button-secondary" onClick={() => removed()}>
            {intl.formatMessage(m.promoRemove)}
          </button>
        </div>
      ) : (
        <>
          <div className={styles.promoRow}>
            <Field
              id="promo"
              label={intl.formatMessage(m.promoLabel)}
              value={input}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
              onChange={(e) => changed(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  applied();
                }
              }}
            />
            <button
              type="button"
              className="button button-secondary"
              onClick={() => applied()}
              disabled={promo.kind === 'checking' || !input.trim()}
            >
              {intl.formatMessage(m.promoApply)}
            </button>
          </div>
          <PromoMessage promo={promo} plan={plan} />
        </>
      )}
    </fieldset>
  );
}

const GATEWAY_TEXTS: Record<WebGateway, { name: keyof typeof m; hint: keyof typeof m }> = {
  stripe: { name: 'gatewayStripe', hint: 'gatewayStripeHint' },
  aliumpay: { name: 'gatewayAliumpay', hint: 'gatewayAliumpayHint' },
};

function Gateways() {
  const intl = useIntl();
  const { gateways, gateway, chosen } = useUnit({ gateways: $gateways, gateway: $gateway, chosen: gatewayChosen });
  return (
    <fieldset className={styles.group}>
      <legend>{intl.formatMessage(m.gatewayLegend)}</legend>
      <div className={styles.choices}>
        {gateways.map((key) => (
          <label key={key} className={styles.choice} htmlFor={`gateway-${key}`} data-chosen={gateway === key || undefined}>
            <input type="radio" name="gateway" id={`gateway-${key}`} value={key} checked={gateway === key} onChange={() => chosen(key)} />
            <span>
              <strong>{intl.formatMessage(m[GATEWAY_TEXTS[key].name])}</strong>
              <span className={styles.hint}>{intl.formatMessage(m[GATEWAY_TEXTS[key].hint])}</span>
            </span>
          </label>
        ))}
      </div>
      <p className={styles.hint}>{intl.formatMessage(m.storesNote)}</p>
    </fieldset>
  );
}

function Account() {
  const intl = useIntl();
  const href = useHref();
  const { signedIn, user, email, changed, problem } = useUnit({
    signedIn: $signedIn,
    user: $user,
    email: $emailInput,
    changed: emailChanged,
    problem: $payProblem,
  });
  const login = `${href('login')}?next=${encodeURIComponent(href('order'))}`;
  return (
    <fieldset className={styles.group}>
      <legend>{intl.formatMessage(m.accountLegend)}</legend>
      {signedIn && user ? (
        <p data-testid="order-account">{intl.formatMessage(m.signedInAs, { email: user.email })}</p>
      ) : (
        <>
          <Field
            id="order-email"
            type="email"
            autoComplete="email"
            label={intl.formatMessage(m.emailLabel)}
            hint={intl.formatMessage(m.emailHint)}
            value={email}
            onChange={(e) => changed(e.target.value)}
            error={problem?.kind === 'email' ? intl.formatMessage(problem.message) : undefined}
          />
          {problem?.kind === 'email-taken' ? (
            <FormMessage kind="error">
              <p>{intl.formatMessage(m.emailTaken)}</p>
              <p>
                <Link to={login}>{intl.formatMessage(m.signIn)}</Link>
              </p>
            </FormMessage>
          ) : (
            <p className={styles.hint}>
              <Link to={login}>{intl.formatMessage(m.haveAccount)}</Link>
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}

function Summary() {
  const intl = useIntl();
  const { plan, currency, promo, problem, paying } = useUnit({
    plan: $plan,
    currency: $currency,
    promo: $promo,
    problem: $payProblem,
    paying: $paying,
  });
  const price = priceOf(plan, currency, promo);
  const { months } = planById[plan];
  return (
    <section className={styles.summary} aria-labelledby="summary-heading">
      <h2 id="summary-heading">{intl.formatMessage(m.summaryHeading)}</h2>
      <p className={styles.total}>
        <span>{intl.formatMessage(m.total)}</span>
        <strong data-testid="order-total">{money(intl, price.now, currency)}</strong>
      </p>
      <p className={styles.hint}>{intl.formatMessage(m.renews, { months, price: money(intl, price.now, currency) })}</p>
      {problem?.kind === 'message' ? <FormMessage kind="error">{intl.formatMessage(problem.message)}</FormMessage> : null}
      <button className="button button-primary button-block" type="submit" disabled={paying} aria-busy={paying || undefined}>
        {intl.formatMessage(paying ? m.paying : m.pay)}
      </button>
      <p className={styles.hint}>{intl.formatMessage(m.secure)}</p>
    </section>
  );
}

function Includes() {
  const intl = useIntl();
  return (
    <section className={styles.includes} aria-labelledby="includes-heading">
      <h2 id="includes-heading">{intl.formatMessage(m.includesHeading)}</h2>
      <ul>
        <li>{intl.formatMessage(m.includesLocations)}</li>
        <li>{intl.formatMessage(m.includesDevices)}</li>
        <li>{intl.formatMessage(m.includesConfig)}</li>
        <li>{intl.formatMessage(m.includesCancel)}</li>
        <li>{intl.formatMessage(m.includesRefund, { refundDays: refund.firstPaymentDays })}</li>
      </ul>
    </section>
  );
}

/** The order page's form: plans, promo code, gateway, account, summary. */
export function OrderForm() {
  const intl = useIntl();
  const { plan, currency, promo, chosen, pay, paying, restored } = useUnit({
    plan: $plan,
    currency: $currency,
    promo: $promo,
    chosen: planChosen,
    pay: payPressed,
    paying: $paying,
    restored: pageRestored,
  });
  // Back from the gateway with the browser's back button: the page comes back as it was left,
  // busy; it is ready to pay again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) restored();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [restored]);
  return (
    <form
      className={styles.order}
      noValidate
      aria-busy={paying || undefined}
      onSubmit={(e) => {
        e.preventDefault();
        pay();
      }}
    >
      <fieldset className={styles.plans}>
        <legend>{intl.formatMessage(m.plansLegend)}</legend>
        <div className={styles.planGrid}>
          {plans.map((p) => (
            <PlanCard key={p.id} plan={p.id} currency={currency} promo={promo} chosen={plan === p.id} onChoose={() => chosen(p.id)} />
          ))}
        </div>
      </fieldset>
      <div className={styles.columns}>
        <div className={styles.details}>
          <Promo />
          <Gateways />
          <Account />
        </div>
        <div className={styles.side}>
          <Summary />
          <Includes />
        </div>
      </div>
    </form>
  );
}
