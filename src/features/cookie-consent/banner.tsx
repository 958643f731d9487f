/**
 * The cookie banner's markup, for the interactive banner (ui.tsx, loaded after hydration) and for
 * its shell in the server's HTML (ConsentBannerShell): the banner is there at the first paint, not
 * a late arrival that moves the page's largest text. A one-line script in the head marks the
 * document for a visitor who has answered (src/server/head-script.ts), and the style sheet keeps the
 * shell hidden for them and where scripts do not run (its buttons need the app).
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../shared/nav/index.ts';
import { usePageHref } from '../../shared/page/view.ts';
import styles from './consent.module.css';
import { consentMessages as m } from './messages.ts';

export interface BannerActions {
  readonly accept: () => void;
  readonly decline: () => void;
  readonly settings: () => void;
}

/** The banner; without actions, its buttons wait for the app (aria-disabled) and it is hidden where it would stay that way. */
export function BannerView({ actions }: { readonly actions?: BannerActions }) {
  const intl = useIntl();
  const href = usePageHref();
  const textId = useId();
  const pending = actions ? {} : ({ 'aria-disabled': true } as const);
  return (
    <section
      className={actions ? styles.banner : `${styles.banner} ${styles.shell}`}
      aria-label={intl.formatMessage(m.bannerLabel)}
      aria-describedby={textId}
      data-consent-banner=""
    >
      <div className={styles.bannerInner}>
        <p id={textId} className={styles.bannerText}>
          {intl.formatMessage(m.bannerText)}
          <Link to={href('cookies')} className={styles.policy}>
            {intl.formatMessage(m.policy)}
          </Link>
        </p>
        <div className={styles.bannerActions}>
          <button type="button" className="button button-primary button-small" onClick={actions?.accept} {...pending}>
            {intl.formatMessage(m.acceptAll)}
          </button>
          <button type="button" className="button button-secondary button-small" onClick={actions?.decline} {...pending}>
            {intl.formatMessage(m.necessaryOnly)}
          </button>
          <button type="button" className={`button button-small ${styles.settingsButton}`} onClick={actions?.settings} {...pending}>
            {intl.formatMessage(m.settings)}
          </button>
        </div>
      </div>
    </section>
  );
}

/** The banner as the server writes it, until the app's own takes its place. */
export function ConsentBannerShell() {
  return <BannerView />;
}
