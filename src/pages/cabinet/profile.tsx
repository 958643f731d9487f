import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { useNavigate } from '../../shared/nav/index.ts';
import type { User } from '../../../generated/api/schemas.ts';
import { planName } from '../../features/checkout/index.ts';
import { gatewayNameMessages, paymentStateMessages } from '../../shared/commerce/messages.ts';
import { $derived, signedOut } from '../../entities/session/index.ts';
import { authMessages, ChangePasswordForm, ResendConfirmation, SetPasswordLink } from '../../features/auth/index.ts';
import { Subscription } from '../../features/cabinet-subscription/index.ts';
import { useHref } from '../../shared/page/index.ts';
import { FormMessage } from '../../shared/ui/form.tsx';
import { cabinetMessages as m } from './messages.ts';

function Payments({ user }: { user: User }) {
  const intl = useIntl();
  if (user.payments.length === 0) return <p>{intl.formatMessage(m.noPayments)}</p>;
  return (
    <table className="table" data-testid="payments">
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(m.date)}</th>
          <th scope="col">{intl.formatMessage(m.plan)}</th>
          <th scope="col">{intl.formatMessage(m.amount)}</th>
          <th scope="col">{intl.formatMessage(m.status)}</th>
          <th scope="col">{intl.formatMessage(m.gateway)}</th>
        </tr>
      </thead>
      <tbody>
        {user.payments.map((p) => (
          <tr key={p.id}>
            <td>{intl.formatDate(p.created_at * 1000, { dateStyle: 'medium' })}</td>
            <td>{planName(intl, p.plan_id)}</td>
            <td>{intl.formatNumber(p.amount, { style: 'currency', currency: p.currency })}</td>
            <td>{intl.formatMessage(paymentStateMessages[p.status])}</td>
            <td>{intl.formatMessage(gatewayNameMessages[p.gateway_key])}</td>
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
    navigate(href('main'));
  };
  return (
    <div className="cabinet-sections">
      {user.email_confirmed === false && user.has_password !== false ? (
        <FormMessage kind="info">
          <p>{intl.formatMessage(m.unconfirmed)}</p>
          <ResendConfirmation />
        </FormMessage>
      ) : null}
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
        {user.has_password === false ? (
          <>
            <h2 id="password-heading">{intl.formatMessage(authMessages.setPasswordHeading)}</h2>
            <SetPasswordLink email={user.email} />
          </>
        ) : (
          <>
            <h2 id="password-heading">{intl.formatMessage(authMessages.changePassword)}</h2>
            <ChangePasswordForm />
          </>
        )}
      </section>
      <p>
        <button className="button button-secondary" type="button" onClick={signOut}>
          {intl.formatMessage(m.signOut)}
        </button>
      </p>
    </div>
  );
}
