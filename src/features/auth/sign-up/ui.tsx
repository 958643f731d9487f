import { useUnit } from 'effector-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../../shared/nav/index.ts';
import { useHref } from '../../../shared/page/index.ts';
import { Field, FormMessage } from '../../../shared/ui/form.tsx';
import { authMessages as m } from '../messages.ts';
import { $signUpPending, $step, backPressed, emailStep, passwordStep } from './model.ts';

export function SignUpForm() {
  const intl = useIntl();
  const href = useHref();
  const { step, pending, back } = useUnit({ step: $step, pending: $signUpPending, back: backPressed });
  const address = useUnit({
    values: emailStep.$values,
    errors: emailStep.$errors,
    problem: emailStep.$problem,
    changed: emailStep.fieldChanged,
    submitted: emailStep.submitted,
  });
  const secret = useUnit({
    values: passwordStep.$values,
    errors: passwordStep.$errors,
    problem: passwordStep.$problem,
    changed: passwordStep.fieldChanged,
    submitted: passwordStep.submitted,
  });
  const heading = useRef<HTMLParagraphElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    // Tell keyboard and screen-reader users where they are now.
    heading.current?.focus();
  }, [step]);

  const current = step === 1 ? address : secret;
  const fieldError = step === 1 ? address.errors.email : secret.errors.password;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    current.submitted();
  };

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-busy={pending}>
      <p className="step" ref={heading} tabIndex={-1}>
        {intl.formatMessage(m.step, { step, steps: 2 })}
      </p>
      {current.problem ? <FormMessage kind="error">{intl.formatMessage(current.problem)}</FormMessage> : null}
      {step === 1 ? (
        <Field
          id="email"
          type="email"
          autoComplete="email"
          label={intl.formatMessage(m.email)}
          value={address.values.email}
          onChange={(e) => address.changed({ field: 'email', value: e.target.value })}
          error={fieldError ? intl.formatMessage(fieldError) : undefined}
        />
      ) : (
        <>
          <p className="muted">{address.values.email}</p>
          <Field
            id="password"
            type="password"
            autoComplete="new-password"
            label={intl.formatMessage(m.password)}
            hint={intl.formatMessage(m.passwordHint)}
            value={secret.values.password}
            onChange={(e) => secret.changed({ field: 'password', value: e.target.value })}
            error={fieldError ? intl.formatMessage(fieldError) : undefined}
          />
        </>
      )}
      <div className="actions">
        {step === 2 ? (
          <button className="button button-secondary" type="button" onClick={() => back()} disabled={pending}>
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
