/** The free-locations modal: the free locations by country, with the call to buy Premium. */
import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { localeByPrefix } from '../../../generated/locales.ts';
import { Link } from '../../shared/nav/index.ts';
import { useHref, usePlace } from '../../shared/page/index.ts';
import { Dialog } from '../../shared/ui/dialog.tsx';
import styles from './free-locations.module.css';
import { freeLocationsMessages as m } from './messages.ts';
import { groupByCountry } from '../server-locations/index.ts';
import { $freeLocations, $freeLocationsFailed, $freeLocationsOpen, freeLocationsClosed } from './model.ts';

export function FreeLocationsModal() {
  const intl = useIntl();
  const { locale } = usePlace();
  const href = useHref();
  const [open, locations, failed, close] = useUnit([$freeLocationsOpen, $freeLocations, $freeLocationsFailed, freeLocationsClosed]);
  if (!open) return null;
  const tag = localeByPrefix[locale].tag;
  const groups = locations ? groupByCountry(locations, tag) : [];
  return (
    <Dialog
      kind="free-locations"
      heading={intl.formatMessage(m.heading)}
      onDismiss={() => close()}
      closeLabel={intl.formatMessage(m.close)}
      actions={
        <>
          <Link to={href('order')} className="button button-primary" onClick={() => close()}>
            {intl.formatMessage(m.premium)}
          </Link>
          <button type="button" className="button button-secondary" onClick={() => close()}>
            {intl.formatMessage(m.continue)}
          </button>
        </>
      }
    >
      <p>{intl.formatMessage(m.intro)}</p>
      <div aria-live="polite" aria-busy={locations === null && !failed}>
        {failed ? (
          <p role="alert">{intl.formatMessage(m.failed)}</p>
        ) : locations === null ? (
          <p>{intl.formatMessage(m.loading)}</p>
        ) : (
          <>
            <p className={styles.count}>{intl.formatMessage(m.count, { count: locations.length })}</p>
            <ul className={styles.list}>
              {groups.map((group) => (
                <li key={group.code} className={styles.country}>
                  <span className={styles.countryName}>{group.name}</span>
                  <span className={styles.cities}>
                    {intl.formatList(
                      group.locations.map((l) => l.name),
                      { type: 'unit' },
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Dialog>
  );
}
