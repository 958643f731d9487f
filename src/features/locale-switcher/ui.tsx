import type { ChangeEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { localeByPrefix, localePrefixes, isLocalePrefix } from '../../../generated/locales.ts';
import { browserState } from '../../shared/browser/index.ts';
import { usePlace } from '../../shared/page/index.ts';
import { localeSwitchTarget } from './model.ts';

/** A labelled select of every locale in its own language. */
export function LocaleSwitcher() {
  const place = usePlace();
  const navigate = useNavigate();
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const target = event.target.value;
    if (!isLocalePrefix(target) || target === place.locale) return;
    browserState().cookies.i18nRedirected.set(target);
    const next = localeSwitchTarget(place, target, new URL(window.location.href));
    if (next.kind === 'load') window.location.assign(next.url);
    else void navigate(next.path);
  };
  return (
    <label className="locale-switcher">
      <span className="visually-hidden">
        <FormattedMessage id="locale.label" defaultMessage="Language" />
      </span>
      <select value={place.locale} onChange={onChange} data-testid="locale-switcher">
        {localePrefixes.map((prefix) => (
          <option key={prefix} value={prefix} lang={localeByPrefix[prefix].tag}>
            {localeByPrefix[prefix].name}
          </option>
        ))}
      </select>
    </label>
  );
}
