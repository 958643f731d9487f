import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Field, FormMessage } from '../../../shared/ui/form.tsx';
import { authMessages as m } from '../messages.ts';
import { changePasswordForm } from './model.ts';

export function ChangePasswordForm() {
  const intl = useIntl();
  const { values, errors, problem, changed, pending, fieldChanged, submitted } = useUnit({
    values: changePasswordForm.$values,
    errors: changePasswordForm.$errors,
    problem: changePasswordForm.$problem,
    changed: changePasswordForm.$succeeded,
    pending: changePasswordForm.$pending,
    fieldChanged: changePasswordForm.fieldChanged,
    submitted: changePasswordForm.submitted,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitted();
  };

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-busy={pending}>
      {problem ? <FormMessage kind="error">{intl.formatMessage(problem)}</FormMessage> : null}
      {changed ? <FormMessage kind="success">{intl.formatMessage(m.passwordChanged)}</FormMessage> : null}
      <Field
        id="current-password"
        type="password"
        autoComplete="current-password"
        label={intl.formatMessage(m.currentPassword)}
        value={values.current}
        onChange={(e) => fieldChanged({ field: 'current', value: e.target.value })}
        error={errors.current ? intl.formatMessage(errors.current) : undefined}
      />
      <Field
        id="new-password"
        type="password"
        autoComplete="new-password"
        label={intl.formatMessage(m.newPassword)}
        hint={intl.formatMessage(m.passwordHint)}
        value={values.next}
        onChange={(e) => fieldChanged({ field: 'next', value: e.target.value })}
        error={errors.next ? intl.formatMessage(errors.next) : undefined}
      />
      <button className="button button-primary" type="submit" disabled={pending}>
        {intl.formatMessage(pending ? m.working : m.changePassword)}
      </button>
    </form>
  );
}
