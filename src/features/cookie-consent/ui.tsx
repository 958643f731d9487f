/**
 * The cookie notice's views: the banner of a first visit (fixed to the bottom of the window, so
 * nothing on the page moves when it appears), the settings panel listing each consent category of
 * spec/cookies.yaml with its cookies, and the ways back to the panel (the footer's button, the
 * cookies page's block).
 */
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { consentCategories, cookieSpecs } from '../../../generated/cookies.ts';
import { lifetime } from '../../shared/lib/lifetime.ts';
import { Link } from '../../shared/nav/index.ts';
import { usePageHref } from '../../shared/page/index.ts';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { BannerView } from './banner.tsx';
import styles from './consent.module.css';
import { consentMessages as m } from './messages.ts';
import { $bannerOpen, $consent, $settingsOpen, consentAnswered, consentSettingsClosed, consentSettingsOpened } from './model.ts';

type CategoryId = (typeof consentCategories)[number]['id'];

const categoryText: Record<CategoryId, { name: typeof m.necessaryName; text: typeof m.necessaryText; none?: typeof m.analyticsNone }> = {
  necessary: { name: m.necessaryName, text: m.necessaryText },
  analytics: { name: m.analyticsName, text: m.analyticsText, none: m.analyticsNone },
};

export function ConsentBanner() {
  const [open, status, answer, openSettings] = useUnit([$bannerOpen, $consent, consentAnswered, consentSettingsOpened]);
  // Until the stored answer is read the banner stays as the server wrote it (hidden by the
  // style sheet for a visitor who has answered), so it does not blink out and back.
  if (status === 'unread') return <BannerView />;
  if (!open) return null;
  return <BannerView actions={{ accept: () => answer('accepted'), decline: () => answer('declined'), settings: () => openSettings() }} />;
}

export function ConsentSettings() {
  const intl = useIntl();
  const href = usePageHref();
  const [open, status, answer, close] = useUnit([$settingsOpen, $consent, consentAnswered, consentSettingsClosed]);
  if (!open) return null;
  return <SettingsDialog status={status} onSave={answer} onClose={close} policyHref={href('cookies')} locale={intl.locale} />;
}

function SettingsDialog({
  status,
  onSave,
  onClose,
  policyHref,
  locale,
}: {
  status: string;
  onSave: (status: 'accepted' | 'declined') => void;
  onClose: () => void;
  policyHref: string;
  locale: string;
}) {
  const intl = useIntl();
  const [allowed, setAllowed] = useState(status === 'accepted');
  const cookies = Object.values(cookieSpecs);
  return (
    <Dialog
      kind="cookie-settings"
      heading={intl.formatMessage(m.settingsHeading)}
      onDismiss={onClose}
      closeLabel={intl.formatMessage(m.close)}
      actions={
        <>
          <button type="button" className="button button-primary" onClick={() => onSave(allowed ? 'accepted' : 'declined')}>
            {intl.formatMessage(m.save)}
          </button>
          <button type="button" className="button button-secondary" onClick={() => onSave('accepted')}>
            {intl.formatMessage(m.acceptAll)}
          </button>
        </>
      }
    >
      <p>
        {intl.formatMessage(m.settingsIntro)}
        <Link to={policyHref} onClick={onClose} className={styles.policy}>
          {intl.formatMessage(m.policy)}
        </Link>
      </p>
      <ul className={styles.categories}>
        {consentCategories.map((category) => {
          const text = categoryText[category.id];
          const own = cookies.filter((c) => c.category === category.id);
          const switchId = `consent-${category.id}`;
          return (
            <li key={category.id} className={styles.category} data-category={category.id}>
              <div className={styles.categoryHead}>
                <h3 className={styles.categoryName} id={`${switchId}-name`}>
                  {intl.formatMessage(text.name)}
                </h3>
                {category.required ? (
                  <span className={styles.alwaysOn}>{intl.formatMessage(m.alwaysOn)}</span>
                ) : (
                  <label className={styles.toggle}>
                    <input
                      id={switchId}
                      type="checkbox"
                      role="switch"
                      checked={allowed}
                      onChange={(event) => setAllowed(event.target.checked)}
                      aria-describedby={`${switchId}-text`}
                    />
                    <span>{intl.formatMessage(m.allow)}</span>
                  </label>
                )}
              </div>
              <p id={`${switchId}-text`} className={styles.categoryText}>
                {intl.formatMessage(text.text)}
              </p>
              {own.length > 0 ? (
                <details className={styles.cookieList}>
                  <summary>{intl.formatMessage(m.cookiesOf)}</summary>
                  <ul>
                    {own.map((cookie) => (
                      <li key={cookie.name}>
                        <code dir="ltr">{cookie.name}</code>
                        <span className={styles.keptFor}>
                          {intl.formatMessage(m.keptFor, { lifetime: lifetime(cookie.maxAge, locale) })}
                        </span>
                      </li>
                    ))}
                  </ul>
                </details>
              ) : (
                text.none && <p className={styles.categoryText}>{intl.formatMessage(text.none)}</p>
              )}
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
