import type { ChangeEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from '../../shared/nav/index.ts';
import { localeByPrefix, localePrefixes, isLocalePrefix } from '../../../generated/locales.ts';
import { usePlace } from '../../shared/page/view.ts';
import { classNames } from '../../shared/ui/class-names.ts';
import { Icon } from '../../shared/ui/icon.tsx';
import styles from './locale-switcher.module.css';

/** A labelled select of every locale in its own language, between a globe and a chevron. */
export function LocaleSwitcher({ className }: { className?: string }) {
  const place = usePlace();
  const navigate = useNavigate();
  const onChange = async (event: ChangeEvent<HTMLSelectElement>) => {
    const target = event.target.value;
    if (!isLocalePrefix(target) || target === place.locale) return;
    // Where to go and the cookies' accessors load on the first switch (with the models, if they came first).
    const [{ browserState }, { localeSwitchTarget }] = await Promise.all([import('../../shared/browser/index.ts'), import('./model.ts')]);
    browserState().cookies.i18nRedirected.set(target);
    const next = localeSwitchTarget(place, target, new URL(window.location.href));
    if (next.kind === 'load') window.location.assign(next.url);
    else navigate(next.path);
  };
  return (
    <label className={classNames(styles.switcher, className)}>
      <span className="visually-hidden">
        <FormattedMessage id="locale.label" defaultMessage="Language" />
      </span>
      <Icon name="globe" className={styles.globe} />
      <select className={styles.select} value={place.locale} onChange={(event) => void onChange(event)} data-testid="locale-switcher">
        {localePrefixes.map((prefix) => (
          <option key={prefix} value={prefix} lang={localeByPrefix[prefix].tag}>
            {localeByPrefix[prefix].name}
          </option>
        ))}
      </select>
      <Icon name="chevron-down" className={styles.chevron} />
    </label>
  );
}
