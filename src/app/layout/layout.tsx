/** The shared layout: header with navigation, locale switcher and account link; footer. */
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { brand } from '../../../generated/constants.ts';
import { editions } from '../../../generated/editions.ts';
import { navigation, pageHref, pages, type PageId } from '../../../generated/routes.ts';
import { $signedIn } from '../../entities/session/index.ts';
import { LocaleSwitcher } from '../../features/locale-switcher/index.ts';
import { specMessage } from '../../shared/i18n/index.ts';
import { usePlace } from '../../shared/page/index.ts';
import { footerMessages, layoutMessages, navMessages } from './messages.ts';

function usePageHref(): (id: PageId) => string {
  const { locale, edition } = usePlace();
  const defaultLocale = editions[edition].defaultLocale;
  return (id) => pageHref(pages[id].path, locale, defaultLocale);
}

export function Layout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const place = usePlace();
  const href = usePageHref();
  const signedIn = useUnit($signedIn);
  const edition = editions[place.edition];
  return (
    <>
      <a className="skip-link" href="#main">
        {intl.formatMessage(layoutMessages.skip)}
      </a>
      <header className="site-header">
        <div className="container header-row">
          <Link
            to={href('main')}
            className="brand"
            aria-label={intl.formatMessage({ id: 'layout.home', defaultMessage: '{brand} home page' }, { brand })}
          >
            {brand}
          </Link>
          <nav aria-label={intl.formatMessage(layoutMessages.mainNav)} className="main-nav">
            <ul>
              {navigation.header.map((id) => (
                <li key={id}>
                  <Link to={href(id)}>{intl.formatMessage(navMessages[id])}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="header-tools">
            <LocaleSwitcher />
            <Link className="button button-secondary" to={href(signedIn ? 'cabinet-profile' : 'login')}>
              {intl.formatMessage(signedIn ? layoutMessages.account : layoutMessages.login)}
            </Link>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <div className="container">
          <nav aria-label={intl.formatMessage(layoutMessages.footerNav)} className="footer-groups">
            {(Object.keys(navigation.footer) as Array<keyof typeof navigation.footer>).map((group) => (
              <section key={group} aria-labelledby={`footer-${group}`}>
                <h2 id={`footer-${group}`}>{intl.formatMessage(footerMessages[group])}</h2>
                <ul>
                  {navigation.footer[group].map((id) => (
                    <li key={id}>
                      <Link to={href(id)}>{intl.formatMessage(specMessage(pages[id].title))}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
          <div className="footer-bottom">
            <ul className="social" aria-label={intl.formatMessage(layoutMessages.social)}>
              {edition.social.map((s) => (
                <li key={s.network}>
                  <a href={s.url} rel="noopener noreferrer" target="_blank">
                    {s.network}
                  </a>
                </li>
              ))}
            </ul>
            <p>{intl.formatMessage({ id: 'layout.copyright', defaultMessage: '© {brand}. All rights reserved.' }, { brand })}</p>
          </div>
        </div>
      </footer>
    </>
  );
}
