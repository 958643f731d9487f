import { useIntl } from 'react-intl';
import { Field, FormMessage } from '../../../shared/ui/form.tsx';
import { useFormView } from '../../../shared/ui/use-form.ts';
import { authMessages as m } from '../messages.ts';
import { forgotForm } from './model.ts';

export function ForgotForm() {
  const intl = useIntl();
  const { problem, succeeded: sent, pending, onSubmit, field } = useFormView(forgotForm);

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={pending}>
      {problem ? <FormMessage kind="error">{intl.formatMessage(problem)}</FormMessage> : null}
      {sent ? <FormMessage kind="success">{intl.formatMessage(m.resetSent)}</FormMessage> : null}
      <Field id="email" type="email" autoComplete="email" label={intl.formatMessage(m.email)} {...field('email')} />
      <button className="button button-primary" type="submit" disabled={pending}>
        {intl.formatMessage(pending ? m.working : m.sendLink)}
      </button>
    </form>
  );
}
