import { useIntl } from 'react-intl';
import { Field, FormMessage } from '../../../shared/ui/form.tsx';
import { useFormView } from '../../../shared/ui/use-form.ts';
import { authMessages as m } from '../messages.ts';
import { changePasswordForm } from './model.ts';

export function ChangePasswordForm() {
  const intl = useIntl();
  const { problem, succeeded: changed, pending, onSubmit, field } = useFormView(changePasswordForm);

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={pending}>
      {problem ? <FormMessage kind="error">{intl.formatMessage(problem)}</FormMessage> : null}
      {changed ? <FormMessage kind="success">{intl.formatMessage(m.passwordChanged)}</FormMessage> : null}
      <Field
        id="current-password"
        type="password"
        autoComplete="current-password"
        label={intl.formatMessage(m.currentPassword)}
        {...field('current')}
      />
      <Field
        id="new-password"
        type="password"
        autoComplete="new-password"
        label={intl.formatMessage(m.newPassword)}
        hint={intl.formatMessage(m.passwordHint)}
        {...field('next')}
      />
      <button className="button button-primary" type="submit" disabled={pending}>
        {intl.formatMessage(pending ? m.working : m.changePassword)}
      </button>
    </form>
  );
}
