import { useIntl } from 'react-intl';
import { Link } from '../../../shared/nav/index.ts';
import { useHref } from '../../../shared/page/index.ts';
import { Field, FormMessage } from '../../../shared/ui/form.tsx';
import { useFormView } from '../../../shared/ui/use-form.ts';
import { authMessages as m } from '../messages.ts';
import { $loginPending, loginForm } from './model.ts';

export function LoginForm() {
  const intl = useIntl();
  const href = useHref();
  const { problem, pending, onSubmit, field } = useFormView(loginForm, { pending: $loginPending });

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={pending}>
      {problem ? <FormMessage kind="error">{intl.formatMessage(problem)}</FormMessage> : null}
      <Field id="email" type="email" autoComplete="email" label={intl.formatMessage(m.email)} {...field('email')} />
      <Field id="password" type="password" autoComplete="current-password" label={intl.formatMessage(m.password)} {...field('password')} />
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
