/**
 * How to get the app: one platform's card (its direct download, store badges or manual setup, with
 * version, size and minimum system from spec/constants.yaml `apps`), or the visitor's platform first
 * and every platform after it; and the grid of platform cards linking to their pages.
 */
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from '../../shared/nav/index.ts';
import { apps, downloads } from '../../../generated/constants.ts';
import type { PageId } from '../../../generated/routes.ts';
import type { AppId } from '../../shared/lib/platform.ts';
import { appDownloadView } from '../../features/app-download/view.ts';
import { useModelValue } from '../../shared/model-view/index.ts';
import { usePageHref, usePlace } from '../../shared/page/view.ts';
import { BrandIcon, type BrandIconSlug } from '../../shared/ui/brand-icon.tsx';
import { Icon, type IconName } from '../../shared/ui/icon.tsx';
import { StoreBadges } from '../../shared/ui/store-badges.tsx';
import type { StoreKey } from '../../shared/ui/stores.ts';

type App = (typeof apps)[number];

const messages = defineMessages({
  configuration: { id: 'downloads.configuration', defaultMessage: 'Get a configuration file' },
  configurationNote: {
    id: 'downloads.configurationNote',
    defaultMessage: 'With Premium, download a configuration for any server from your account and import it into your client.',
  },
  yours: { id: 'downloads.yours', defaultMessage: 'For this device' },
  all: { id: 'downloads.all', defaultMessage: 'Every platform' },
});

/** A platform's mark: simple-icons where it carries one, else an interface icon. */
const marks: { readonly [K in AppId]: { readonly brand: BrandIconSlug } | { readonly icon: IconName } } = {
  windows: { icon: 'monitor' },
  mac: { brand: 'apple' },
  android: { brand: 'android' },
  ios: { brand: 'apple' },
  'android-tv': { brand: 'android' },
  linux: { brand: 'linux' },
  chrome: { brand: 'googlechrome' },
  firefox: { brand: 'firefoxbrowser' },
  edge: { icon: 'globe' },
  opera: { brand: 'opera' },
  yandex: { icon: 'globe' },
  router: { icon: 'router' },
  openvpn: { brand: 'openvpn' },
};

function Mark({ app }: { app: App }) {
  const mark = marks[app.id];
  return 'brand' in mark ? (
    <BrandIcon icon={mark.brand} className="block-app-mark" />
  ) : (
    <Icon name={mark.icon} className="block-app-mark" />
  );
}

const STORES: readonly StoreKey[] = ['appStore', 'googlePlay', 'huawei', 'amazon', 'chrome', 'firefox', 'edge', 'opera'];

/** Version, size and minimum system, where the spec gives them. */
function Facts({ app }: { app: App }) {
  const intl = useIntl();
  const facts = [
    'version' in app && app.version
      ? intl.formatMessage({ id: 'downloads.version', defaultMessage: 'Version {version}' }, { version: app.version })
      : null,
    'sizeMb' in app && app.sizeMb ? intl.formatMessage({ id: 'downloads.size', defaultMessage: '{size} MB' }, { size: app.sizeMb }) : null,
    'minimum' in app && app.minimum
      ? intl.formatMessage({ id: 'downloads.minimum', defaultMessage: '{system} or later' }, { system: app.minimum })
      : null,
  ].filter((f): f is string => f !== null);
  if (facts.length === 0) return null;
  return (
    <ul className="block-app-facts">
      {facts.map((f) => (
        <li key={f}>{f}</li>
      ))}
    </ul>
  );
}

/** One platform: its ways to get the app, in the spec's order. */
export function AppCard({ app, lead = false }: { app: App; lead?: boolean }) {
  const { locale } = usePlace();
  const href = usePageHref();
  const get: readonly string[] = app.get;
  const stores = get.filter((g): g is StoreKey => (STORES as readonly string[]).includes(g));
  return (
    <div className={lead ? 'block-app block-app-lead' : 'block-app'}>
      <div className="block-app-title">
        <Mark app={app} />
        <h3>{app.name}</h3>
      </div>
      <Facts app={app} />
      <div className="block-app-get">
        {get.includes('direct') && 'file' in app && app.file ? (
          <a className="button button-primary" href={`${downloads.cdn}${app.file}`} download>
            <FormattedMessage id="apps.direct" defaultMessage="Download for {platform}" values={{ platform: app.name }} />
          </a>
        ) : null}
        {stores.length > 0 ? <StoreBadges locale={locale} only={stores} /> : null}
        {get.includes('configuration') ? (
          <>
            <Link className="button button-primary" to={href('cabinet-configuration')}>
              <FormattedMessage {...messages.configuration} />
            </Link>
            <p className="block-app-note">
              <FormattedMessage {...messages.configurationNote} />
            </p>
          </>
        ) : null}
      </div>
    </div>
  );
}

/** Every platform as a card linking to its page. */
export function PlatformGrid({ exclude }: { exclude?: AppId | null }) {
  const href = usePageHref();
  return (
    <ul className="block-platforms">
      {apps
        .filter((app) => app.id !== exclude)
        .map((app) => (
          <li key={app.id}>
            <Link className="block-platform" to={href(app.page as PageId)}>
              <Mark app={app} />
              <span>{app.name}</span>
            </Link>
          </li>
        ))}
    </ul>
  );
}

/** The download block: one platform's card, or the visitor's platform first and every platform after it. */
export function Downloads({ platform }: { platform?: string }) {
  const intl = useIntl();
  const visitor = useModelValue(appDownloadView.visitorPlatform);
  const only = platform ? apps.find((a) => a.id === platform) : undefined;
  if (only) return <AppCard app={only} lead />;
  const lead = visitor ? apps.find((a) => a.id === visitor) : undefined;
  return (
    <>
      <div className="block-app-slot">
        {lead ? (
          <>
            <p className="block-app-eyebrow">{intl.formatMessage(messages.yours)}</p>
            <AppCard app={lead} lead />
          </>
        ) : null}
      </div>
      <h3 className="block-app-eyebrow">{intl.formatMessage(messages.all)}</h3>
      <div className="block-apps">
        {apps
          .filter((app) => app.id !== lead?.id)
          .map((app) => (
            <AppCard key={app.id} app={app} />
          ))}
      </div>
    </>
  );
}
