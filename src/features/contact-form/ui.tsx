import { useIntl } from 'react-intl';
import * as schemas from '../../../generated/api/schemas.ts';
import { Field, FormMessage, SelectField, TextAreaField } from '../../shared/ui/form.tsx';
import { useFormView } from '../../shared/ui/use-form.ts';
import { contactMessages as m, topicMessages } from './messages.ts';
import { contactForm } from './model.ts';

/** The contact form; the browser checks each field before sending, the server again. */
export function ContactForm() {
  const intl = useIntl();
  const { problem, pending, onSubmit, field } = useFormView(contactForm);
  const topics = schemas.ContactTopic.options.map((value) => ({ value, label: intl.formatMessage(topicMessages[value]) }));
  return (
    <form className="contact-form" noValidate onSubmit={onSubmit} aria-busy={pending} data-testid="contact-form">
      {problem ? <FormMessage kind="error">{intl.formatMessage(problem, problem.values)}</FormMessage> : null}
      <Field id="contact-name" autoComplete="name" label={intl.formatMessage(m.name)} {...field('name')} />
      <Field
        id="contact-email"
        type="email"
        autoComplete="email"
        label={intl.formatMessage(m.email)}
        hint={intl.formatMessage(m.emailHint)}
        {...field('email')}
      />
      <SelectField
        id="contact-topic"
        label={intl.formatMessage(m.topic)}
        prompt={intl.formatMessage(m.topicPrompt)}
        options={topics}
        {...field('topic')}
      />
      <TextAreaField
        id="contact-message"
        rows={8}
        label={intl.formatMessage(m.message)}
        hint={intl.formatMessage(m.messageHint)}
        {...field('message')}
      />
      <button className="button button-primary" type="submit" disabled={pending}>
        {intl.formatMessage(pending ? m.sending : m.send)}
      </button>
    </form>
  );
}
