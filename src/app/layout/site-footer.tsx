/**
 * The site footer: the brand with store badges, link columns that together reach every marketing
 * and service page (spec/routes.yaml `navigation.footer`), then legal links and the social links of
 * the locale's edition (the Russian locale's differ, product spec §9).
 */
import { useIntl } from 'react-intl';
import { Link } from '../../shared/nav/index.ts';
import { brand } from '../../../generated/constants.ts';
import { editions, homeEditionOfLocale } from '../../../generated/editions.ts';
import { navigation, pageTitle } from '../../../generated/page-links.ts';
import { specMessage } from '../../shared/i18n/index.ts';
import { usePageHref, usePlace } from '../../shared/page/view.ts';
import { classNames } from '../../shared/ui/class-names.ts';
import { SocialLinks } from '../../shared/ui/social-links.tsx';
import { StoreBadges } from '../../shared/ui/store-badges.tsx';
import { ConsentSettingsButton } from '../../features/cookie-consent/choice.tsx';
import { Logo } from './logo.tsx';
import { copyrightMessage, footerMessages, homeMessage, layoutMessages } from './messages.ts';
import styles from './site-footer.module.css';
import { SITE_MAP_ID } from './site-map.ts';

type Group = keyof typeof navigation.footer;
const COLUMNS: readonly Exclude<Group, 'legal'>[] = ['product', 'features', 'uses', 'services', 'tools', 'company'];

export function SiteFooter() {
  const intl = useIntl();
  const { locale, edition } = usePlace();
  const href = usePageHref();
  // A locale with an edition of its own shows that edition's accounts wherever it is served.
  const social = editions[homeEditionOfLocale[locale] ?? edition].social;
  const link = (id: (typeof navigation.footer)[Group][number]) => (
    <li key={id}>
      <Link to={href(id)}>{intl.formatMessage(specMessage(pageTitle(id)))}</Link>
    </li>
  );
  return (
    <footer className={styles.footer}>
      <div className={classNames('container', styles.inner)}>
        <div className={styles.top}>
          <div className={styles.about}>
            <Link to={href('main')} className={styles.brand} aria-label={intl.formatMessage(homeMessage, { brand })}>
              <Logo />
            </Link>
            <p className={styles.tagline}>{intl.formatMessage(specMessage(pageTitle('main')))}</p>
            <SocialLinks links={social} label={intl.formatMessage(layoutMessages.social)} className={styles.social} />
          </div>
          <section className={styles.apps} aria-labelledby="footer-get-app">
            <h2 id="footer-get-app" className={styles.heading}>
              {intl.formatMessage(layoutMessages.getApp)}
            </h2>
            <StoreBadges locale={locale} className={styles.badges} />
          </section>
        </div>
        <nav id={SITE_MAP_ID} aria-label={intl.formatMessage(layoutMessages.footerNav)} className={styles.groups} tabIndex={-1}>
          {COLUMNS.map((group) => (
            <section key={group} aria-labelledby={`footer-${group}`} className={styles.group}>
              <h2 id={`footer-${group}`} className={styles.heading}>
                {intl.formatMessage(footerMessages[group])}
              </h2>
              <ul>{navigation.footer[group].map(link)}</ul>
            </section>
          ))}
        </nav>
        <div className={styles.bottom}>
          <nav aria-label={intl.formatMessage(footerMessages.legal)}>
            <ul className={styles.legal}>
              {navigation.footer.legal.map(link)}
              <li>
                <ConsentSettingsButton className={styles.legalButton} />
              </li>
            </ul>
          </nav>
          <p className={styles.copyright}>{intl.formatMessage(copyrightMessage, { brand })}</p>
        </div>
      </div>
    </footer>
  );
}
