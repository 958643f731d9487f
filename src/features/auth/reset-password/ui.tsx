import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { Field, FormMessage } from '../../../shared/ui/form.tsx';
import { useFormView } from '../../../shared/ui/use-form.ts';
import { authMessages as m } from '../messages.ts';
import { $linkToken, $resetPending, resetForm, resetSubmitted } from './model.ts';

/** A new password with the reset link's token as bearer token. */
export function ResetForm() {
  const intl = useIntl();
  const token = useUnit($linkToken);
  const { problem, pending, onSubmit, field } = useFormView(resetForm, { pending: $resetPending, submitted: resetSubmitted });
  const shown = token ? problem : m.badLink;

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={pending}>
      {shown ? <FormMessage kind="error">{intl.formatMessage(shown)}</FormMessage> : null}
      <Field
        id="password"
        type="password"
        autoComplete="new-password"
        label={intl.formatMessage(m.newPassword)}
        hint={intl.formatMessage(m.passwordHint)}
        {...field('password')}
      />
      <button className="button button-primary" type="submit" disabled={pending || !token}>
        {intl.formatMessage(pending ? m.working : m.savePassword)}
      </button>
    </form>
  );
}
