import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Order } from '../../../generated/api/schemas.ts';
import { $user } from '../../entities/session/index.ts';
import { Link } from '../../shared/nav/index.ts';
import { useHref } from '../../shared/page/index.ts';
import { FormMessage } from '../../shared/ui/form.tsx';
import { planName } from '../checkout/messages.ts';
import styles from './payment.module.css';
import { paymentMessages as m } from './messages.ts';
import { $canceled, $slow, $view, retried } from './model.ts';

function OrderLine({ order }: { order: Order }) {
  const intl = useIntl();
  const plan = planName(intl, order.plan_id) ?? order.plan_id;
  return (
    <p className={styles.order} data-testid="payment-order">
      {intl.formatMessage(m.orderLine, { plan, amount: intl.formatNumber(order.amount, { style: 'currency', currency: order.currency }) })}
    </p>
  );
}

/** What every payment page shows while the order is not loaded, or cannot be. */
function OrderState({ children }: { children: (order: Order) => ReactNode }) {
  const intl = useIntl();
  const href = useHref();
  const { view, again } = useUnit({ view: $view, again: retried });
  if (view.kind === 'loading')
    return (
      <p role="status" className={styles.progress}>
        <span className={styles.spinner} aria-hidden="true" />
        {intl.formatMessage(m.loading)}
      </p>
    );
  if (view.kind === 'unknown')
    return (
      <FormMessage kind="info">
        <p>{intl.formatMessage(m.unknown)}</p>
        <p>
          <Link to={href('login')}>{intl.formatMessage(m.signIn)}</Link>
        </p>
      </FormMessage>
    );
  if (view.kind === 'error')
    return (
      <FormMessage kind="error">
        <p>{intl.formatMessage(m.offline)}</p>
        <button type="button" className="button button-secondary" onClick={() => again()}>
          {intl.formatMessage(m.again)}
        </button>
      </FormMessage>
    );
  return <>{children(view.order)}</>;
}

export function PaymentPending() {
  const intl = useIntl();
  const slow = useUnit($slow);
  return (
    <OrderState>
      {(order) => (
        <>
          <OrderLine order={order} />
          <p role="status" className={styles.progress}>
            <span className={styles.spinner} aria-hidden="true" />
            {intl.formatMessage(m.waiting)}
          </p>
          {slow ? <FormMessage kind="info">{intl.formatMessage(m.slow)}</FormMessage> : null}
        </>
      )}
    </OrderState>
  );
}

/** The success page; `handOff` is the way to the app the page adds. */
export function PaymentSuccess({ handOff }: { handOff: ReactNode }) {
  const intl = useIntl();
  const href = useHref();
  const user = useUnit($user);
  const expires = user?.subscription?.expires_at;
  return (
    <OrderState>
      {(order) => (
        <>
          <OrderLine order={order} />
          <FormMessage kind="success">
            <p data-testid="payment-active">
              {expires
                ? intl.formatMessage(m.active, { date: intl.formatDate(expires * 1000, { dateStyle: 'long' }) })
                : intl.formatMessage(m.activeNoDate)}
            </p>
          </FormMessage>
          {order.new_account && user ? (
            <p data-testid="payment-new-account">{intl.formatMessage(m.newAccount, { email: user.email })}</p>
          ) : null}
          <section aria-labelledby="next-heading">
            <h2 id="next-heading">{intl.formatMessage(m.nextHeading)}</h2>
            <ul className={styles.next}>
              <li>
                <Link to={href('download')}>{intl.formatMessage(m.nextDownload)}</Link>
              </li>
              <li>
                <Link to={href('cabinetProfile')}>{intl.formatMessage(m.nextAccount)}</Link>
              </li>
            </ul>
          </section>
          {handOff}
        </>
      )}
    </OrderState>
  );
}

export function PaymentFailed() {
  const intl = useIntl();
  const href = useHref();
  const canceled = useUnit($canceled);
  return (
    <OrderState>
      {(order) => {
        const query = new URLSearchParams({ plan: order.plan_id, ...(order.promo_code ? { promo: order.promo_code } : {}) });
        return (
          <>
            <OrderLine order={order} />
            <FormMessage kind={canceled ? 'info' : 'error'}>
              <p>{intl.formatMessage(canceled ? m.canceled : m.failed)}</p>
            </FormMessage>
            <p className={styles.actions}>
              <Link className="button button-primary" to={`${href('order')}?${query.toString()}`}>
                {intl.formatMessage(m.retry)}
              </Link>
              <Link to={href('contactUs')}>{intl.formatMessage(m.help)}</Link>
            </p>
          </>
        );
      }}
    </OrderState>
  );
}
