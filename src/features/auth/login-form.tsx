import { useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { siteApi } from '../../shared/api/index.ts';
import { checkEmail, checkPassword } from '../../shared/lib/form-rules.ts';
import { safeNextPath } from '../../shared/lib/safe-url.ts';
import { useHref } from '../../shared/page/index.ts';
import { Field, FormMessage } from '../../shared/ui/form.tsx';
import { apiProblem, fieldProblem, settle } from './errors.ts';
import { authMessages as m } from './messages.ts';
import { signInAndGo } from './sign-in.ts';

export function LoginForm() {
  const intl = useIntl();
  const href = useHref();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: MessageDescriptor | null; password?: MessageDescriptor | null }>({});
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { email: fieldProblem(checkEmail(email)), password: fieldProblem(checkPassword(password, 'current')) };
    setErrors(next);
    setProblem(null);
    if (next.email || next.password) return;
    setPending(true);
    const { response, error } = await settle(async () => (await siteApi()).login({ body: { email: email.trim(), password } }));
    if (error) {
      setPending(false);
      setProblem(apiProblem(error, 'login'));
      return;
    }
    if (!(await signInAndGo(response.token, () => navigate(safeNextPath(params.get('next')) ?? href('cabinetProfile'))))) {
      setPending(false);
      setProblem(m.failed);
    }
  };

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-busy={pending}>
      {problem ? <FormMessage kind="error">{intl.formatMessage(problem)}</FormMessage> : null}
      <Field
        id="email"
        type="email"
        autoComplete="email"
        label={intl.formatMessage(m.email)}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email ? intl.formatMessage(errors.email) : undefined}
      />
      <Field
        id="password"
        type="password"
        autoComplete="current-password"
        label={intl.formatMessage(m.password)}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
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
