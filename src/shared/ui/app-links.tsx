/** Direct downloads on the CDN and store links (product spec §9). */
import { FormattedMessage } from 'react-intl';
import { downloads, stores } from '../../../generated/constants.ts';
import type { LocalePrefix } from '../../../generated/locales.ts';

const platformNames: Readonly<Record<(typeof downloads.files)[number]['platform'], string>> = {
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

export function AppLinks({ locale }: { locale: LocalePrefix }) {
  return (
    <div className="app-links">
      <ul className="link-grid">
        {downloads.files.map((f) => (
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
        {storeLinks(locale).map((s) => (
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
