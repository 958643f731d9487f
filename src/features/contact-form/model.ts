/**
 * The contact form: name, e-mail, topic and message, checked with the request's own schema from
 * spec/api.yaml (the server checks the same); sent, it opens the thanks page. A failure keeps what
 * the visitor wrote and says why in the page's language.
 */
import { attach, sample } from 'effector';
import * as schemas from '../../../generated/api/schemas.ts';
import { editions } from '../../../generated/editions.ts';
import { routes } from '../../../generated/routes.ts';
import { createApiFx, type ApiError } from '../../shared/api/index.ts';
import { createForm, type FormValues } from '../../shared/lib/form-model.ts';
import { checkWith, type SchemaCheck } from '../../shared/lib/form-rules.ts';
import { $page, navigateFx, pageStarted } from '../../shared/page/index.ts';
import type { FormProblem } from '../../shared/ui/use-form.ts';
import { contactMessages as m } from './messages.ts';

type ContactField = 'name' | 'email' | 'topic' | 'message';

/** POST /v4/contact. */
export const sendContactFx = createApiFx((api, body: schemas.ContactRequest) => api.sendContactMessage({ body }));

const shape = schemas.ContactRequest.shape;

function fieldMessage(field: ContactField, check: SchemaCheck | null): FormProblem | null {
  if (check === null) return null;
  if (field === 'topic') return m.chooseTopic;
  switch (check.problem) {
    case 'required':
      return m.required;
    case 'email':
      return m.invalidEmail;
    case 'tooShort':
      return { ...m.tooShort, values: { min: check.limit ?? 0 } };
    case 'tooLong':
      return { ...m.tooLong, values: { max: check.limit ?? 0 } };
    case 'invalid':
      return field === 'email' ? m.invalidEmail : m.required;
  }
}

export function contactProblem(error: ApiError): FormProblem {
  if (error.reason === 'network' || error.status >= 500 || error.status === 404) return m.offline;
  if (error.status === 429) return m.tooMany;
  return m.rejected;
}

export const contactForm = createForm({
  sid: 'contact',
  fields: { name: '', email: '', topic: '', message: '' },
  validate: (values: FormValues<ContactField>) => ({
    name: fieldMessage('name', checkWith(shape.name, values.name)),
    email: fieldMessage('email', checkWith(shape.email, values.email)),
    topic: fieldMessage('topic', checkWith(shape.topic, values.topic)),
    message: fieldMessage('message', checkWith(shape.message, values.message)),
  }),
  submitFx: attach({
    source: $page,
    mapParams: (values: FormValues<ContactField>, page): schemas.ContactRequest => ({
      name: values.name.trim(),
      email: values.email.trim(),
      topic: values.topic as schemas.ContactTopic,
      message: values.message.trim(),
      locale: page?.locale ?? 'en',
    }),
    effect: sendContactFx,
  }),
  problemOf: contactProblem,
});

// Sent: the thanks page of the page's locale.
sample({
  clock: contactForm.done,
  source: $page,
  fn: (page) => routes.thanks.href(page?.locale ?? 'en', editions[page?.edition ?? 'MAIN'].defaultLocale),
  target: navigateFx,
});

sample({ clock: pageStarted, filter: ({ page }) => page.route === 'contact-us', target: contactForm.reset });
