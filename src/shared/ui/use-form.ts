/**
 * A form model (createForm) bound to its view: the stores a form shows, the submit handler and each
 * field's props for <Field>, its error in the page's language.
 */
import type { EventCallable, Store } from 'effector';
import { useUnit } from 'effector-react';
import type { ChangeEvent, FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { FormModel } from '../lib/form-model.ts';

export interface FormViewOptions {
  /** A pending state wider than the form's own request (e.g. a sign-in that also loads the user). */
  readonly pending?: Store<boolean>;
  /** What the submit button starts, when it is more than the form's own `submitted`. */
  readonly submitted?: EventCallable<void>;
}

/** A field's or the form's problem: a message and, where it has placeholders, their values. */
export type FormProblem = MessageDescriptor & { readonly values?: Readonly<Record<string, string | number>> };

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function useFormView<F extends string>(form: FormModel<F, FormProblem, unknown>, options: FormViewOptions = {}) {
  const intl = useIntl();
  const { values, errors, problem, succeeded, pending, fieldChanged, submitted } = useUnit({
    values: form.$values,
    errors: form.$errors,
    problem: form.$problem,
    succeeded: form.$succeeded,
    pending: options.pending ?? form.$pending,
    fieldChanged: form.fieldChanged,
    submitted: options.submitted ?? form.submitted,
  });
  return {
    /** The form's problem (a failed request), as a message descriptor. */
    problem,
    succeeded,
    pending,
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      submitted();
    },
    /** The value, change handler and localized error of a field. */
    field: (name: F) => {
      const error: FormProblem | null | undefined = errors[name];
      return {
        value: values[name],
        onChange: (event: ChangeEvent<FieldElement>) => fieldChanged({ field: name, value: event.target.value }),
        error: error ? intl.formatMessage(error, error.values) : undefined,
      };
    },
  };
}
