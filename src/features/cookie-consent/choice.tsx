/**
 * The ways back to the cookie settings: the footer's button and the cookies page's block. Kept
 * apart from the banner and the panel (ui.tsx), which load after hydration, so every page's first
 * load carries only these small views.
 */
import { useIntl } from 'react-intl';
import { useModelEvent, useModelValue } from '../../shared/model-view/index.ts';
import styles from './consent.module.css';
import { consentMessages as m } from './messages.ts';
import { consentView } from './view.ts';

/** The footer's way back to the settings. */
export function ConsentSettingsButton({ className }: { className?: string }) {
  const intl = useIntl();
  const open = useModelEvent(consentView.settingsOpened);
  return (
    <button type="button" className={className} onClick={() => open()} data-cookie-settings="">
      {intl.formatMessage(m.footerLink)}
    </button>
  );
}

/** The cookies page's block: the current choice and a way to change it. */
export function ConsentChoice() {
  const intl = useIntl();
  const status = useModelValue(consentView.status);
  const open = useModelEvent(consentView.settingsOpened);
  return (
    <div className={styles.choice} data-consent-choice="">
      <p aria-live="polite">{intl.formatMessage(m.current, { status })}</p>
      <button type="button" className="button button-secondary" onClick={() => open()}>
        {intl.formatMessage(m.change)}
      </button>
    </div>
  );
}
