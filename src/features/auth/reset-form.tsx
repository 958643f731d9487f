import { useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { siteApi } from '../../shared/api/index.ts';
import { checkPassword } from '../../shared/lib/form-rules.ts';
import { useHref } from '../../shared/page/index.ts';
import { Field, FormMessage } from '../../shared/ui/form.tsx';
import { apiProblem, fieldProblem, settle } from './errors.ts';
import { authMessages as m } from './messages.ts';
import { signInAndGo } from './sign-in.ts';

/** A new password with the reset link's token as bearer token. */
export function ResetForm() {
  const intl = useIntl();
  const href = useHref();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<MessageDescriptor | null>(null);
  const [problem, setProblem] = useState<MessageDescriptor | null>(token ? null : m.badLink);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = fieldProblem(checkPassword(password));
    setFieldError(invalid);
    if (invalid || !token) return;
    setPending(true);
    setProblem(null);
    const { response, error } = await settle(async () => (await siteApi()).resetPassword({ body: { password } }, { token }));
    if (error) {
      setPending(false);
      return setProblem(apiProblem(error, 'token'));
    }
    if (!(await signInAndGo(response.token, () => navigate(href('cabinetProfile'))))) {
      setPending(false);
      setProblem(m.failed);
    }
  };

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-busy={pending}>
      {problem ? <FormMessage kind="error">{intl.formatMessage(problem)}</FormMessage> : null}
      <Field
        id="password"
        type="password"
        autoComplete="new-password"
        label={intl.formatMessage(m.newPassword)}
        hint={intl.formatMessage(m.passwordHint)}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldError ? intl.formatMessage(fieldError) : undefined}
      />
      <button className="button button-primary" type="submit" disabled={pending || !token}>
        {intl.formatMessage(pending ? m.working : m.savePassword)}
      </button>
    </form>
  );
}
