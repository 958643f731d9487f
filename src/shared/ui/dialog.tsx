/**
 * A modal dialog on the native `<dialog>` element (`showModal()`): the page behind it is inert,
 * focus moves into it and comes back to where it was when it closes, and its heading names it.
 * A dismissible dialog closes with its close button, Escape and a click on the backdrop; one that is
 * not (a blocker) ignores all three and is opened again should the browser close it anyway.
 */
import { Icon } from './icon.tsx';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { classNames } from './class-names.ts';
import styles from './dialog.module.css';

export interface DialogProps {
  readonly heading: ReactNode;
  readonly children: ReactNode;
  /** Called when the visitor dismisses it; absent: it cannot be dismissed. */
  readonly onDismiss?: () => void;
  /** The close button's accessible name (required with onDismiss). */
  readonly closeLabel?: string;
  /** The actions row under the body. */
  readonly actions?: ReactNode;
  readonly className?: string;
  /** Identifies the dialog for tests and styles. */
  readonly kind?: string;
}

export function Dialog({ heading, children, onDismiss, closeLabel, actions, className, kind }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const dismissible = onDismiss !== undefined;
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      dismiss.current?.();
    };
    // A close request (Escape) the page does not take; a blocker stays up whatever the browser does.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !dismiss.current) event.preventDefault();
    };
    const onClose = () => {
      if (!dismiss.current && dialog.isConnected) dialog.showModal();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('close', onClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('close', onClose);
      if (dialog.open) dialog.close();
      before?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={classNames(styles.dialog, className)}
      aria-labelledby={headingId}
      aria-modal="true"
      data-dialog={kind}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (dismissible && event.target === event.currentTarget) onDismiss();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.head}>
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          {dismissible && (
            <button type="button" className={styles.close} onClick={onDismiss} aria-label={closeLabel}>
              <Icon name="x" />
            </button>
          )}
        </div>
        <div className={styles.body}>{children}</div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </dialog>
  );
}
