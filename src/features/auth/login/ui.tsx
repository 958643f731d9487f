import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useHref } from '../../../shared/page/index.ts';
import { Field, FormMessage } from '../../../shared/ui/form.tsx';
import { authMessages as m } from '../messages.ts';
import { $loginPending, loginForm } from './model.ts';

export function LoginForm() {
  const intl = useIntl();
  const href = useHref();
  const { values, errors, problem, pending, fieldChanged, submitted } = useUnit({
    values: loginForm.$values,
    errors: loginForm.$errors,
    problem: loginForm.$problem,
    pending: $loginPending,
    fieldChanged: loginForm.fieldChanged,
    submitted: loginForm.submitted,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitted();
  };

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-busy={pending}>
      {problem ? <FormMessage kind="error">{intl.formatMessage(problem)}</FormMessage> : null}
      <Field
        id="email"
        type="email"
        autoComplete="email"
        label={intl.formatMessage(m.email)}
        value={values.email}
        onChange={(e) => fieldChanged({ field: 'email', value: e.target.value })}
        error={errors.email ? intl.formatMessage(errors.email) : undefined}
      />
      <Field
        id="password"
        type="password"
        autoComplete="current-password"
        label={intl.formatMessage(m.password)}
        value={values.password}
        onChange={(e) => fieldChanged({ field: 'password', value: e.target.value })}
        error={errors.password ? intl.formatMessage(errors.password) : undefined}
      />
      <button className="button button-primary" type="submit" disabled={pending}>
        {intl.formatMessage(pending ? m.working : m.logIn)}
      </button>
      <p className="auth-links">
        <Link to={href('forgotPassword')}>{intl.formatMessage(m.forgot)}</Link>
        <Link to={href('signUp')}>{intl.formatMessage(m.noAccount)}</Link>
      </p>
    </form>
  );
}
