/** The frame every page shares: skip link, header, the page in <main>, footer. */
import { lazy, startTransition, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { RouteId } from '../../../generated/routes.ts';
import { APP_MODE_ROUTES, appModeView, asksForAppMode } from '../../entities/app-mode/view.ts';
// The banner's markup alone: the notice's model and settings load with the living layer.
import { ConsentBannerShell } from '../../features/cookie-consent/banner.tsx';
import { useModelValue } from '../../shared/model-view/index.ts';
import { usePlace } from '../../shared/page/view.ts';
import { useIntl } from 'react-intl';
import { useScopeProvider } from '../runtime-context.ts';
import styles from './layout.module.css';
import { layoutMessages } from './messages.ts';
import { Footer } from './footer-slot.tsx';
import { SiteHeader } from './site-header.tsx';
import { useMenu } from './use-menu.ts';

/** The cookie notice, popups and modals: loaded after hydration (the notice's shell is in the server's HTML). */
const LivingLayer = lazy(() => import('../../widgets/living/ui.tsx'));

export function Layout({ route, children }: { route: RouteId | null; children: ReactNode }) {
  const intl = useIntl();
  const menu = useMenu();
  const { search } = usePlace();
  const fromApp = useModelValue(appModeView.fromApp);
  // The living layer reads the models through effector-react: it waits for them.
  const provider = useScopeProvider();
  // The stored flag is read after hydration, so the first render matches the server's HTML.
  const [hydrated, setHydrated] = useState(false);
  // The living layer loads in a transition once the models are there: the server's banner stays
  // in place (not a fallback mounted anew) until the layer's own banner takes over.
  const [living, setLiving] = useState(false);
  useEffect(() => setHydrated(true), []);
  // The same element every render: the footer, which may hydrate after the page, gets no update from here.
  const footer = useMemo(() => <Footer />, []);
  useEffect(() => {
    if (provider) startTransition(() => setLiving(true));
  }, [provider]);
  const bare = route !== null && APP_MODE_ROUTES.has(route) && (asksForAppMode(search) || (hydrated && fromApp));
  if (bare)
    return (
      <main id="main" tabIndex={-1} className={styles.main} data-app-mode="">
        {children}
      </main>
    );
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
      {/* The box around the footer (display: contents) turns inert with the menu: the footer, which may
          hydrate after the page, gets no new props. */}
      <div className={styles.footerSlot} inert={menu.open}>
        {footer}
      </div>
      {/* The cookie banner is in the server's HTML; the app's own takes its place once loaded. */}
      <Suspense fallback={<ConsentBannerShell />}>{living && provider ? provider(<LivingLayer />) : <ConsentBannerShell />}</Suspense>
    </>
  );
}
