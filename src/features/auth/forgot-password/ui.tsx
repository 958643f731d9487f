import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Field, FormMessage } from '../../../shared/ui/form.tsx';
import { authMessages as m } from '../messages.ts';
import { forgotForm } from './model.ts';

export function ForgotForm() {
  const intl = useIntl();
  const { values, errors, problem, sent, pending, fieldChanged, submitted } = useUnit({
    values: forgotForm.$values,
    errors: forgotForm.$errors,
    problem: forgotForm.$problem,
    sent: forgotForm.$succeeded,
    pending: forgotForm.$pending,
    fieldChanged: forgotForm.fieldChanged,
    submitted: forgotForm.submitted,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitted();
  };

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-busy={pending}>
      {problem ? <FormMessage kind="error">{intl.formatMessage(problem)}</FormMessage> : null}
      {sent ? <FormMessage kind="success">{intl.formatMessage(m.resetSent)}</FormMessage> : null}
      <Field
        id="email"
        type="email"
        autoComplete="email"
        label={intl.formatMessage(m.email)}
        value={values.email}
        onChange={(e) => fieldChanged({ field: 'email', value: e.target.value })}
        error={errors.email ? intl.formatMessage(errors.email) : undefined}
      />
      <button className="button button-primary" type="submit" disabled={pending}>
        {intl.formatMessage(pending ? m.working : m.sendLink)}
      </button>
    </form>
  );
}
