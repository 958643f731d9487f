import { useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { siteApi } from '../../shared/api/index.ts';
import { checkEmail } from '../../shared/lib/form-rules.ts';
import { usePlace } from '../../shared/page/index.ts';
import { Field, FormMessage } from '../../shared/ui/form.tsx';
import { apiProblem, fieldProblem, settle } from './errors.ts';
import { authMessages as m } from './messages.ts';

export function ForgotForm() {
  const intl = useIntl();
  const { locale } = usePlace();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<MessageDescriptor | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'success'; message: MessageDescriptor } | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = fieldProblem(checkEmail(email));
    setFieldError(invalid);
    setOutcome(null);
    if (invalid) return;
    setPending(true);
    const { error } = await settle(async () => (await siteApi()).forgotPassword({ body: { email: email.trim(), locale } }));
    setPending(false);
    setOutcome(error ? { kind: 'error', message: apiProblem(error, 'other') } : { kind: 'success', message: m.resetSent });
  };

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-busy={pending}>
      {outcome ? <FormMessage kind={outcome.kind}>{intl.formatMessage(outcome.message)}</FormMessage> : null}
      <Field
        id="email"
        type="email"
        autoComplete="email"
        label={intl.formatMessage(m.email)}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldError ? intl.formatMessage(fieldError) : undefined}
      />
      <button className="button button-primary" type="submit" disabled={pending}>
        {intl.formatMessage(pending ? m.working : m.sendLink)}
      </button>
    </form>
  );
}
