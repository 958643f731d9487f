/**
 * The site header: logo, primary navigation, locale switcher and the account link.
 *
 * From the tablet breakpoint up, everything sits in one row. Below it, the navigation and tools
 * live in a panel the menu button opens (use-menu.ts). Before hydration, and without JavaScript,
 * the menu "button" is a link to the footer's site map, which reaches every page; the header's own
 * links are real links either way.
 */
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../shared/nav/index.ts';
import { brand } from '../../../generated/constants.ts';
import { navigation } from '../../../generated/page-links.ts';
import { sessionView } from '../../entities/session/view.ts';
import { LocaleSwitcher } from '../../features/locale-switcher/index.ts';
import { useModelValue } from '../../shared/model-view/index.ts';
import { classNames } from '../../shared/ui/class-names.ts';
import { Icon } from '../../shared/ui/icon.tsx';
import { Logo } from './logo.tsx';
import { homeMessage, layoutMessages, navMessages } from './messages.ts';
import { usePageHref } from '../../shared/page/view.ts';
import { SITE_MAP_ID } from './site-map.ts';
import styles from './site-header.module.css';
import type { Menu } from './use-menu.ts';

const MENU_ID = 'site-menu';

export function SiteHeader({ menu }: { menu: Menu }) {
  const intl = useIntl();
  const href = usePageHref();
  const signedIn = useModelValue(sessionView.signedIn);
  const menuLabel = intl.formatMessage(layoutMessages.menu);
  // A click on a link in the open panel closes it, also when the link is the current page.
  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if (menu.open && (event.target as Element).closest('a')) menu.toggle();
  };
  return (
    <header className={styles.header}>
      <div className={classNames('container', styles.row)}>
        <Link to={href('main')} className={styles.brand} aria-label={intl.formatMessage(homeMessage, { brand })}>
          <Logo />
        </Link>
        {menu.enhanced ? (
          <button
            ref={menu.buttonRef}
            type="button"
            className={styles.menuButton}
            aria-expanded={menu.open}
            aria-controls={MENU_ID}
            onClick={menu.toggle}
            data-testid="menu-button"
          >
            <Icon name={menu.open ? 'x' : 'menu'} />
            <span className="visually-hidden">{menuLabel}</span>
          </button>
        ) : (
          <a className={styles.menuButton} href={`#${SITE_MAP_ID}`} data-testid="menu-button">
            <Icon name="menu" />
            <span className="visually-hidden">{menuLabel}</span>
          </a>
        )}
        <div ref={menu.panelRef} id={MENU_ID} className={styles.menu} data-open={menu.open || undefined} onClick={onPanelClick}>
          <nav aria-label={intl.formatMessage(layoutMessages.mainNav)} className={styles.nav}>
            <ul>
              {navigation.header.map((id) => (
                <li key={id}>
                  <Link to={href(id)}>
                    {intl.formatMessage(navMessages[id])}
                    <Icon name="chevron-right" className={styles.chevron} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.tools}>
            <LocaleSwitcher className={styles.locale} />
            <Link
              className={classNames('button button-secondary button-small', styles.account)}
              to={href(signedIn ? 'cabinet-profile' : 'login')}
            >
              <Icon name="user" />
              <span className={styles.accountText}>{intl.formatMessage(signedIn ? layoutMessages.account : layoutMessages.login)}</span>
            </Link>
          </div>
        </div>
      </div>
    </header>
  );
}
