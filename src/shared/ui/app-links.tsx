/** Direct downloads on the CDN and store links (product spec §9). */
import { FormattedMessage } from 'react-intl';
import { downloads, stores } from '../../../generated/constants.ts';
import type { LocalePrefix } from '../../../generated/locales.ts';

export type Platform = (typeof downloads.files)[number]['platform'];

/** The platform of a user agent, among those with a direct download; null for others. */
export function platformOf(userAgent: string): Platform | null {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return null;
  if (/mac os x|macintosh/i.test(userAgent)) return 'mac';
  if (/windows/i.test(userAgent)) return 'windows';
  return null;
}

const platformNames: Readonly<Record<Platform, string>> = {
  windows: 'Windows',
  mac: 'macOS',
  android: 'Android',
};

/** Store links; the App Store's country follows the locale (Russia's is fixed by the table). */
function storeLinks(locale: LocalePrefix): ReadonlyArray<{ name: string; url: string }> {
  return [
    { name: 'Google Play', url: stores.googlePlay },
    { name: 'App Store', url: stores.appStore.url.replace('{country}', stores.appStore.countryByLocale[locale]) },
    { name: 'Chrome Web Store', url: stores.chrome },
    { name: 'Firefox Add-ons', url: stores.firefox },
    { name: 'Microsoft Edge Add-ons', url: stores.edge },
    { name: 'Huawei AppGallery', url: stores.huawei },
    { name: 'Amazon Appstore', url: stores.amazon },
  ];
}

/** Direct downloads and store links; with `only`, just that platform's download. */
export function AppLinks({ locale, only }: { locale: LocalePrefix; only?: Platform }) {
  const files = only ? downloads.files.filter((f) => f.platform === only) : downloads.files;
  return (
    <div className="app-links">
      <ul className="link-grid">
        {files.map((f) => (
          <li key={f.platform}>
            <a className="card-link" href={`${downloads.cdn}${f.file}`} download>
              <FormattedMessage
                id="apps.direct"
                defaultMessage="Download for {platform}"
                values={{ platform: platformNames[f.platform] }}
              />
            </a>
          </li>
        ))}
        {(only ? [] : storeLinks(locale)).map((s) => (
          <li key={s.name}>
            <a className="card-link" href={s.url} rel="noopener noreferrer">
              <FormattedMessage id="apps.store" defaultMessage="Get it on {store}" values={{ store: s.name }} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
