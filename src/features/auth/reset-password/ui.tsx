import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Field, FormMessage } from '../../../shared/ui/form.tsx';
import { authMessages as m } from '../messages.ts';
import { $linkToken, $resetPending, resetForm, resetSubmitted } from './model.ts';

/** A new password with the reset link's token as bearer token. */
export function ResetForm() {
  const intl = useIntl();
  const { token, values, errors, problem, pending, fieldChanged, submitted } = useUnit({
    token: $linkToken,
    values: resetForm.$values,
    errors: resetForm.$errors,
    problem: resetForm.$problem,
    pending: $resetPending,
    fieldChanged: resetForm.fieldChanged,
    submitted: resetSubmitted,
  });
  const shown = token ? problem : m.badLink;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitted();
  };

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-busy={pending}>
      {shown ? <FormMessage kind="error">{intl.formatMessage(shown)}</FormMessage> : null}
      <Field
        id="password"
        type="password"
        autoComplete="new-password"
        label={intl.formatMessage(m.newPassword)}
        hint={intl.formatMessage(m.passwordHint)}
        value={values.password}
        onChange={(e) => fieldChanged({ field: 'password', value: e.target.value })}
        error={errors.password ? intl.formatMessage(errors.password) : undefined}
      />
      <button className="button button-primary" type="submit" disabled={pending || !token}>
        {intl.formatMessage(pending ? m.working : m.savePassword)}
      </button>
    </form>
  );
}
