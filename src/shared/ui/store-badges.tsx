/** Store badges: a mark and "Get it on {store}", one link per store listing. */
import { FormattedMessage } from 'react-intl';
import type { LocalePrefix } from '../../../generated/locales.ts';
import { BrandIcon } from './brand-icon.tsx';
import { classNames } from './class-names.ts';
import { Icon } from './icon.tsx';
import styles from './store-badges.module.css';
import { storeLinks, type StoreKey, type StoreMark } from './stores.ts';

function Mark({ mark }: { mark: StoreMark }) {
  if (mark.kind === 'brand') return <BrandIcon icon={mark.icon} className={styles.mark} />;
  return <Icon name={mark.icon} className={styles.mark} />;
}

/** Badges of every store, or with `only` of those stores. */
export function StoreBadges({ locale, className, only }: { locale: LocalePrefix; className?: string; only?: readonly StoreKey[] }) {
  return (
    <ul className={classNames(styles.badges, className)}>
      {storeLinks(locale, only).map((store) => (
        <li key={store.key}>
          <a className={styles.badge} href={store.url} rel="noopener noreferrer">
            <Mark mark={store.mark} />
            <span className={styles.text}>
              <FormattedMessage
                id="apps.store"
                defaultMessage="Get it on {store}"
                values={{ store: <span className={styles.name}>{store.name}</span> }}
              />
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
