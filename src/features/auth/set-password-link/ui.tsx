import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { FormMessage } from '../../../shared/ui/form.tsx';
import { authMessages as m } from '../messages.ts';
import { $linkState, linkRequested } from './model.ts';

/** For an account without a password: the set-password link, sent again on request. */
export function SetPasswordLink({ email }: { email: string }) {
  const intl = useIntl();
  const { state, requested } = useUnit({ state: $linkState, requested: linkRequested });
  return (
    <div data-testid="set-password-link">
      <p>{intl.formatMessage(m.setPasswordText, { email })}</p>
      {state.kind === 'sent' ? (
        <FormMessage kind="success">{intl.formatMessage(m.resent)}</FormMessage>
      ) : (
        <button className="button button-secondary" type="button" onClick={() => requested()} disabled={state.kind === 'sending'}>
          {intl.formatMessage(state.kind === 'sending' ? m.working : m.setPasswordSend)}
        </button>
      )}
      {state.kind === 'error' ? <FormMessage kind="error">{intl.formatMessage(state.message)}</FormMessage> : null}
    </div>
  );
}
