import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import type { User } from '../../../generated/api/schemas.ts';
import { gatewayNames } from '../../../generated/constants.ts';
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
  const gateway = gatewayNames[sub.gateway_key];
  return (
    <div>
      <p>{intl.formatMessage(sub.is_canceled ? m.canceled : m.active, { gateway })}</p>
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
