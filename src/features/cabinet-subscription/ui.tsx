import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import type { User } from '../../../generated/api/schemas.ts';
import { storeManageUrls, type StoreGateway } from '../../../generated/plans.ts';
import { gatewayNameMessages } from '../../shared/commerce/messages.ts';
import { planName } from '../checkout/messages.ts';
import { FormMessage } from '../../shared/ui/form.tsx';
import { subscriptionMessages as m } from './messages.ts';
import { $cancellable, $cancelStep, cancelConfirmed, cancelDismissed, cancelPressed } from './model.ts';

/** The user's subscription, and its cancellation behind a confirmation where the site can cancel it. */
export function Subscription({ user }: { user: User }) {
  const intl = useIntl();
  const { step, cancellable, pressed, confirmed, dismissed } = useUnit({
    step: $cancelStep,
    cancellable: $cancellable,
    pressed: cancelPressed,
    confirmed: cancelConfirmed,
    dismissed: cancelDismissed,
  });
  const sub = user.subscription;
  if (!sub) return <p>{intl.formatMessage(m.noSubscription)}</p>;
  const gateway = intl.formatMessage(gatewayNameMessages[sub.gateway_key]);
  const date = sub.expires_at ? intl.formatDate(sub.expires_at * 1000, { dateStyle: 'long' }) : null;
  const plan = planName(intl, sub.plan_id);
  const storeUrl = isStoreGateway(sub.gateway_key) ? storeManageUrls[sub.gateway_key] : null;
  return (
    <div>
      <p data-testid="subscription-state">{intl.formatMessage(sub.is_canceled ? m.canceled : m.active, { gateway })}</p>
      {date ? (
        <p data-testid="subscription-period">
          {plan
            ? intl.formatMessage(sub.is_canceled ? m.ends : m.renews, { plan, date })
            : intl.formatMessage(sub.is_canceled ? m.endsNoPlan : m.renewsNoPlan, { date })}
        </p>
      ) : null}
      {storeUrl ? (
        <>
          <p className="muted">{intl.formatMessage(m.storeNote)}</p>
          <p>
            <a href={storeUrl} rel="noopener noreferrer" target="_blank">
              {intl.formatMessage(m.manageInStore, { store: gateway })}
            </a>
          </p>
        </>
      ) : null}
      {step.kind === 'done' ? <FormMessage kind="success">{intl.formatMessage(m.cancelled)}</FormMessage> : null}
      {step.kind === 'error' ? <FormMessage kind="error">{intl.formatMessage(step.message)}</FormMessage> : null}
      {cancellable && step.kind !== 'done' ? (
        step.kind === 'confirm' || step.kind === 'working' ? (
          <div role="group" aria-labelledby="cancel-question" className="confirm-box">
            <p id="cancel-question">{intl.formatMessage(m.cancelConfirm)}</p>
            <div className="actions">
              <button className="button button-primary" type="button" onClick={() => confirmed()} disabled={step.kind === 'working'}>
                {intl.formatMessage(m.cancelYes)}
              </button>
              <button className="button button-secondary" type="button" onClick={() => dismissed()} disabled={step.kind === 'working'}>
                {intl.formatMessage(m.cancelNo)}
              </button>
            </div>
          </div>
        ) : (
          <button className="button button-secondary" type="button" onClick={() => pressed()}>
            {intl.formatMessage(m.cancel)}
          </button>
        )
      ) : null}
    </div>
  );
}

function isStoreGateway(gateway: string): gateway is StoreGateway {
  return Object.hasOwn(storeManageUrls, gateway);
}
