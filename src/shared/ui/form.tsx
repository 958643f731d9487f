/** Accessible form pieces: a labelled field with its error, and a status message. */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

interface FieldFrame {
  id: string;
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
}

export function Field({ id, label, error, hint, ...input }: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input id={id} name={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...input} />
    </FieldFrame>
  );
}

/** A multi-line field: the label, the text area, its hint and its error. */
export function TextAreaField({ id, label, error, hint, ...input }: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <textarea id={id} name={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...input} />
    </FieldFrame>
  );
}

/** A choice from a list: the label, the select (its first option a prompt with no value) and its error. */
export function SelectField({
  id,
  label,
  error,
  hint,
  prompt,
  options,
  ...select
}: FieldFrame & { prompt: string; options: ReadonlyArray<{ value: string; label: string }> } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <select id={id} name={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...select}>
        <option value="">{prompt}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

function describedBy(id: string, error: ReactNode, hint: ReactNode): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

function FieldFrame({ id, label, error, hint, children }: FieldFrame & { children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A message announced to screen readers: role=alert for errors, role=status for the rest. */
export function FormMessage({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`form-message form-message-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
