import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { User } from '../../../generated/api/schemas.ts';
import { gatewayNames } from '../../../generated/constants.ts';
import { $derived, signedOut, userRefreshed } from '../../entities/session/index.ts';
import { apiProblem, authMessages, ChangePasswordForm } from '../../features/auth/index.ts';
import { settle, siteApi } from '../../shared/api/index.ts';
import { useHref } from '../../shared/page/index.ts';
import { FormMessage } from '../../shared/ui/form.tsx';
import { cabinetMessages as m } from './messages.ts';

function ResendConfirmation() {
  const intl = useIntl();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | { error: ReturnType<typeof apiProblem> }>('idle');
  const send = async () => {
    setState('sending');
    const { error } = await settle(async () => (await siteApi()).sendConfirmation());
    setState(error ? { error: apiProblem(error, 'other') } : 'sent');
  };
  return (
    <FormMessage kind="info">
      <p>{intl.formatMessage(m.unconfirmed)}</p>
      {state === 'sent' ? (
        <p>{intl.formatMessage(authMessages.resent)}</p>
      ) : (
        <button className="button button-secondary" type="button" onClick={send} disabled={state === 'sending'}>
          {intl.formatMessage(state === 'sending' ? authMessages.working : authMessages.resend)}
        </button>
      )}
      {typeof state === 'object' ? <p role="alert">{intl.formatMessage(state.error)}</p> : null}
    </FormMessage>
  );
}

function Subscription({ user }: { user: User }) {
  const intl = useIntl();
  const { derived, refresh } = useUnit({ derived: $derived, refresh: userRefreshed });
  const [step, setStep] = useState<'idle' | 'confirm' | 'working' | 'done' | { error: ReturnType<typeof apiProblem> }>('idle');
  const sub = user.subscription;
  if (!sub) return <p>{intl.formatMessage(m.noSubscription)}</p>;
  const gateway = gatewayNames[sub.gateway_key];
  const cancellable = derived.stripe || derived.aliumpay;
  const cancel = async () => {
    setStep('working');
    const api = async () => (await siteApi())[sub.gateway_key === 'stripe' ? 'cancelStripeSubscription' : 'cancelAliumpaySubscription']();
    const { error } = await settle(api);
    if (error) return setStep({ error: apiProblem(error, 'other') });
    setStep('done');
    refresh();
  };
  return (
    <div>
      <p>{intl.formatMessage(sub.is_canceled ? m.canceled : m.active, { gateway })}</p>
      {step === 'done' ? <FormMessage kind="success">{intl.formatMessage(m.cancelled)}</FormMessage> : null}
      {typeof step === 'object' ? <FormMessage kind="error">{intl.formatMessage(step.error)}</FormMessage> : null}
      {cancellable && step !== 'done' ? (
        step === 'confirm' || step === 'working' ? (
          <div role="group" aria-labelledby="cancel-question" className="confirm-box">
            <p id="cancel-question">{intl.formatMessage(m.cancelConfirm)}</p>
            <div className="actions">
              <button className="button button-primary" type="button" onClick={cancel} disabled={step === 'working'}>
                {intl.formatMessage(m.cancelYes)}
              </button>
              <button className="button button-secondary" type="button" onClick={() => setStep('idle')} disabled={step === 'working'}>
                {intl.formatMessage(m.cancelNo)}
              </button>
            </div>
          </div>
        ) : (
          <button className="button button-secondary" type="button" onClick={() => setStep('confirm')}>
            {intl.formatMessage(m.cancel)}
          </button>
        )
      ) : null}
    </div>
  );
}

function Payments({ user }: { user: User }) {
  const intl = useIntl();
  if (user.payments.length === 0) return <p>{intl.formatMessage(m.noPayments)}</p>;
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(m.date)}</th>
          <th scope="col">{intl.formatMessage(m.amount)}</th>
          <th scope="col">{intl.formatMessage(m.status)}</th>
          <th scope="col">{intl.formatMessage(m.gateway)}</th>
        </tr>
      </thead>
      <tbody>
        {user.payments.map((p) => (
          <tr key={p.id}>
            <td>{intl.formatDate(p.created_at * 1000, { dateStyle: 'medium' })}</td>
            <td>{intl.formatNumber(p.amount, { style: 'currency', currency: p.currency })}</td>
            <td>{p.status}</td>
            <td>{gatewayNames[p.gateway_key]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Profile({ user }: { user: User }) {
  const intl = useIntl();
  const href = useHref();
  const navigate = useNavigate();
  const { derived, signOut: signedOutNow } = useUnit({ derived: $derived, signOut: signedOut });
  const signOut = () => {
    signedOutNow();
    void navigate(href('main'));
  };
  return (
    <div className="cabinet-sections">
      {user.email_confirmed === false ? <ResendConfirmation /> : null}
      <dl className="facts">
        <dt>{intl.formatMessage(m.email)}</dt>
        <dd data-testid="profile-email">{user.email}</dd>
        <dt>{intl.formatMessage(m.access)}</dt>
        <dd data-testid="profile-access">{intl.formatMessage(derived.premium ? m.premium : m.free)}</dd>
        <dt>{intl.formatMessage(m.subscription)}</dt>
        <dd>
          <Subscription user={user} />
        </dd>
      </dl>
      <section aria-labelledby="payments-heading">
        <h2 id="payments-heading">{intl.formatMessage(m.payments)}</h2>
        <Payments user={user} />
      </section>
      <section aria-labelledby="password-heading">
        <h2 id="password-heading">{intl.formatMessage(authMessages.changePassword)}</h2>
        <ChangePasswordForm />
      </section>
      <p>
        <button className="button button-secondary" type="button" onClick={signOut}>
          {intl.formatMessage(m.signOut)}
        </button>
      </p>
    </div>
  );
}
