/** Accessible form pieces: a labelled field with its error, and a status message. */
import type { InputHTMLAttributes, ReactNode } from 'react';

export function Field({
  id,
  label,
  error,
  hint,
  ...input
}: { id: string; label: ReactNode; error?: ReactNode; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={id} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
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
