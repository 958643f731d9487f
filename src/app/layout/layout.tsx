/** The frame every page shares: skip link, header, the page in <main>, footer. */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './layout.module.css';
import { layoutMessages } from './messages.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useMenu } from './use-menu.ts';

export function Layout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const menu = useMenu();
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {intl.formatMessage(layoutMessages.skip)}
      </a>
      <SiteHeader menu={menu} />
      {/* While the panel is open, the page behind it is out of reach of focus and assistive technology. */}
      <main id="main" tabIndex={-1} className={styles.main} inert={menu.open}>
        {children}
      </main>
      <SiteFooter inert={menu.open} />
    </>
  );
}
