import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { authMessages as m } from '../messages.ts';
import { $resendState, resendPressed } from './model.ts';

/** The button that sends the confirmation e-mail again, then says it was sent; a failure is an alert. */
export function ResendConfirmation() {
  const intl = useIntl();
  const { state, pressed } = useUnit({ state: $resendState, pressed: resendPressed });
  return (
    <>
      {state.kind === 'sent' ? (
        <p>{intl.formatMessage(m.resent)}</p>
      ) : (
        <button className="button button-secondary" type="button" onClick={() => pressed()} disabled={state.kind === 'sending'}>
          {intl.formatMessage(state.kind === 'sending' ? m.working : m.resend)}
        </button>
      )}
      {state.kind === 'error' ? <p role="alert">{intl.formatMessage(state.message)}</p> : null}
    </>
  );
}
