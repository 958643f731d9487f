/**
 * A form's state as an Effector model: field values, field problems, a submit effect, its pending
 * flag and the form-level problem of a failed submission. The view only binds it with `useUnit`.
 */
import {
  combine,
  createEvent,
  createStore,
  sample,
  type Effect,
  type Event,
  type EventCallable,
  type Store,
  type StoreWritable,
} from 'effector';

export type FormValues<F extends string> = { readonly [K in F]: string };
/** Each field's problem; null or absent where the field is fine. */
export type FieldErrors<F extends string, P> = { readonly [K in F]?: P | null };

export interface FormConfig<F extends string, P, Done, Fail> {
  /** Prefix of the form's sids, unique in the app. */
  readonly sid: string;
  /** Every field with its empty value. */
  readonly fields: FormValues<F>;
  /** The fields' problems: any one stops the submission. */
  readonly validate: (values: FormValues<F>) => FieldErrors<F, P>;
  /** Called with valid values. */
  readonly submitFx: Effect<FormValues<F>, Done, Fail>;
  /** The form-level problem a failed submission shows. */
  readonly problemOf: (fail: Fail) => P;
}

export interface FormModel<F extends string, P, Done> {
  readonly $values: StoreWritable<FormValues<F>>;
  readonly $errors: Store<FieldErrors<F, P>>;
  /** The problem of the last submission (or of what followed it, through `failed`). */
  readonly $problem: Store<P | null>;
  readonly $pending: Store<boolean>;
  /** The last submission succeeded (and the form has not changed course since). */
  readonly $succeeded: Store<boolean>;
  readonly fieldChanged: EventCallable<{ readonly field: F; readonly value: string }>;
  readonly submitted: EventCallable<void>;
  /** Back to empty fields and no messages (a page opening the form again). */
  readonly reset: EventCallable<void>;
  /** Clears the messages and keeps the values (a multi-step form changing step). */
  readonly cleared: EventCallable<void>;
  /** Shows a form-level problem found after the submission (e.g. the sign-in that follows it). */
  readonly failed: EventCallable<P>;
  /** A submission succeeded, with its result. */
  readonly done: Event<Done>;
}

export function hasProblem(errors: FieldErrors<string, unknown>): boolean {
  return Object.values(errors).some((problem) => problem !== null && problem !== undefined);
}

export function createForm<F extends string, P, Done, Fail>(config: FormConfig<F, P, Done, Fail>): FormModel<F, P, Done> {
  const { sid, fields, validate, submitFx, problemOf } = config;
  const fieldChanged = createEvent<{ readonly field: F; readonly value: string }>();
  const submitted = createEvent();
  const reset = createEvent();
  const cleared = createEvent();
  const failed = createEvent<P>();

  const $values = createStore<FormValues<F>>(fields, { sid: `${sid}.values` })
    .on(fieldChanged, (values, { field, value }) => ({ ...values, [field]: value }))
    .reset(reset);
  const $errors = createStore<FieldErrors<F, P>>({}, { sid: `${sid}.errors` }).reset(reset, cleared);
  const $problem = createStore<P | null>(null, { sid: `${sid}.problem` })
    .on(submitFx.failData, (_, fail) => problemOf(fail))
    .on(failed, (_, problem) => problem)
    .reset(submitted, reset, cleared);
  const $succeeded = createStore(false, { sid: `${sid}.succeeded` })
    .on(submitFx.done, () => true)
    .reset(submitted, reset, cleared, failed);

  const checked = sample({ clock: submitted, source: $values, fn: (values) => ({ values, errors: validate(values) }) });
  sample({ clock: checked, fn: ({ errors }) => errors, target: $errors });
  sample({ clock: checked, filter: ({ errors }) => !hasProblem(errors), fn: ({ values }) => values, target: submitFx });

  return {
    $values,
    $errors,
    $problem,
    $pending: combine(submitFx.pending, (pending) => pending),
    $succeeded,
    fieldChanged,
    submitted,
    reset,
    cleared,
    failed,
    done: submitFx.doneData,
  };
}
