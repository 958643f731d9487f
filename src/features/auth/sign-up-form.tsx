import { useUnit } from 'effector-react';
import { useRef, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { $signupEmail, signupEmailEntered } from '../../entities/session/index.ts';
import { siteApi } from '../../shared/api/index.ts';
import { checkEmail, checkPassword } from '../../shared/lib/form-rules.ts';
import { useHref, usePlace } from '../../shared/page/index.ts';
import { Field, FormMessage } from '../../shared/ui/form.tsx';
import { apiProblem, fieldProblem, settle } from './errors.ts';
import { authMessages as m } from './messages.ts';
import { signInAndGo } from './sign-in.ts';

/** Sign-up in two steps: the address (checked with /v4/email/check), then the password. */
export function SignUpForm() {
  const intl = useIntl();
  const href = useHref();
  const { locale } = usePlace();
  const navigate = useNavigate();
  const savedEmail = useUnit($signupEmail);
  const [step, setStep] = useState<1 | 2>(savedEmail ? 2 : 1);
  const [email, setEmail] = useState(savedEmail ?? '');
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<MessageDescriptor | null>(null);
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const [pending, setPending] = useState(false);
  const heading = useRef<HTMLParagraphElement>(null);

  const toStep = (next: 1 | 2) => {
    setStep(next);
    setFieldError(null);
    setProblem(null);
    // Tell keyboard and screen-reader users where they are now.
    queueMicrotask(() => heading.current?.focus());
  };

  const submitEmail = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = fieldProblem(checkEmail(email));
    setFieldError(invalid);
    if (invalid) return;
    setPending(true);
    const { response, error } = await settle(async () => (await siteApi()).checkEmail({ query: { email: email.trim() } }));
    setPending(false);
    if (error) return setProblem(apiProblem(error, 'other'));
    if (!response.available) return setProblem(m.emailTaken);
    signupEmailEntered(email.trim());
    toStep(2);
  };

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = fieldProblem(checkPassword(password));
    setFieldError(invalid);
    if (invalid) return;
    setPending(true);
    const { response, error } = await settle(async () => (await siteApi()).register({ body: { email: email.trim(), password, locale } }));
    if (error) {
      setPending(false);
      return setProblem(apiProblem(error, 'register'));
    }
    if (!(await signInAndGo(response.token, () => navigate(href('cabinetProfile'))))) {
      setPending(false);
      setProblem(m.failed);
    }
  };

  return (
    <form className="auth-form" noValidate onSubmit={step === 1 ? submitEmail : submitPassword} aria-busy={pending}>
      <p className="step" ref={heading} tabIndex={-1}>
        {intl.formatMessage(m.step, { step, steps: 2 })}
      </p>
      {problem ? <FormMessage kind="error">{intl.formatMessage(problem)}</FormMessage> : null}
      {step === 1 ? (
        <Field
          id="email"
          type="email"
          autoComplete="email"
          label={intl.formatMessage(m.email)}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldError ? intl.formatMessage(fieldError) : undefined}
        />
      ) : (
        <>
          <p className="muted">{email}</p>
          <Field
            id="password"
            type="password"
            autoComplete="new-password"
            label={intl.formatMessage(m.password)}
            hint={intl.formatMessage(m.passwordHint)}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={fieldError ? intl.formatMessage(fieldError) : undefined}
          />
        </>
      )}
      <div className="actions">
        {step === 2 ? (
          <button className="button button-secondary" type="button" onClick={() => toStep(1)} disabled={pending}>
            {intl.formatMessage(m.back)}
          </button>
        ) : null}
        <button className="button button-primary" type="submit" disabled={pending}>
          {intl.formatMessage(pending ? m.working : step === 1 ? m.continue : m.createAccount)}
        </button>
      </div>
      <p className="auth-links">
        <Link to={href('login')}>{intl.formatMessage(m.haveAccount)}</Link>
      </p>
    </form>
  );
}
