import { useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { siteApi } from '../../shared/api/index.ts';
import { checkPassword } from '../../shared/lib/form-rules.ts';
import { Field, FormMessage } from '../../shared/ui/form.tsx';
import { apiProblem, fieldProblem, settle } from './errors.ts';
import { authMessages as m } from './messages.ts';

export function ChangePasswordForm() {
  const intl = useIntl();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ current?: MessageDescriptor | null; next?: MessageDescriptor | null }>({});
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'success'; message: MessageDescriptor } | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { current: fieldProblem(checkPassword(current, 'current')), next: fieldProblem(checkPassword(next)) };
    setErrors(found);
    setOutcome(null);
    if (found.current || found.next) return;
    setPending(true);
    const { error } = await settle(async () =>
      (await siteApi()).changePassword({ body: { current_password: current, new_password: next } }),
    );
    setPending(false);
    if (error) return setOutcome({ kind: 'error', message: apiProblem(error, 'change') });
    setCurrent('');
    setNext('');
    setOutcome({ kind: 'success', message: m.passwordChanged });
  };

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-busy={pending}>
      {outcome ? <FormMessage kind={outcome.kind}>{intl.formatMessage(outcome.message)}</FormMessage> : null}
      <Field
        id="current-password"
        type="password"
        autoComplete="current-password"
        label={intl.formatMessage(m.currentPassword)}
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
        error={errors.current ? intl.formatMessage(errors.current) : undefined}
      />
      <Field
        id="new-password"
        type="password"
        autoComplete="new-password"
        label={intl.formatMessage(m.newPassword)}
        hint={intl.formatMessage(m.passwordHint)}
        value={next}
        onChange={(e) => setNext(e.target.value)}
        error={errors.next ? intl.formatMessage(errors.next) : undefined}
      />
      <button className="button button-primary" type="submit" disabled={pending}>
        {intl.formatMessage(pending ? m.working : m.changePassword)}
      </button>
    </form>
  );
}
