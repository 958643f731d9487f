/**
 * The server locations (GET /nodes-pools, loaded on the server with the page): a summary counted
 * from the list, then each country, flag and name in the page's language, with its cities marked
 * Free or Premium in words. The free list links to the order page for the Premium rest.
 */
import { defineMessages, useIntl } from 'react-intl';
import { withArguments } from '../../shared/i18n/index.ts';
import { Link } from '../../shared/nav/index.ts';
import type { ServerLocation } from '../../features/server-locations/model.ts';
import { groupByCountry } from '../../features/server-locations/group.ts';
import { serverLocationsView } from '../../features/server-locations/view.ts';
import { useModelValue } from '../../shared/model-view/index.ts';
import { countryName } from '../../shared/lib/country-name.ts';
import { usePageHref } from '../../shared/page/view.ts';

const messages = defineMessages({
  summary: {
    id: 'servers.summary',
    defaultMessage: '{countries, plural, one {# country} other {# countries}}, {locations, plural, one {# location} other {# locations}}',
  },
  free: { id: 'servers.free', defaultMessage: 'Free' },
  premium: { id: 'servers.premium', defaultMessage: 'Premium' },
  premiumMore: {
    id: 'servers.premiumMore',
    defaultMessage: '{count, plural, one {# more location} other {# more locations}} with Premium.',
  },
  plans: { id: 'servers.plans', defaultMessage: 'See Premium plans' },
  countryNone: {
    id: 'servers.countryNone',
    defaultMessage:
      'There is no location in {country} on our list yet. Connect to one of the {countries, plural, one {# country} other {# countries}} we have; the one nearest to you is usually the fastest.',
  },
  all: { id: 'servers.all', defaultMessage: 'See all locations' },
  loading: { id: 'servers.loading', defaultMessage: 'Loading the locations…' },
  unavailable: { id: 'servers.unavailable', defaultMessage: 'The list of locations could not be loaded. Please try again later.' },
});

const isFree = (location: ServerLocation) => !location.premium;

/** `country` (an ISO code) is the country page's, for the filter `country`. */
export function ServerList({ filter, country = null }: { filter: 'all' | 'free' | 'country'; country?: string | null }) {
  const intl = useIntl();
  const href = usePageHref();
  const locations = useModelValue(serverLocationsView.locations);
  const failed = useModelValue(serverLocationsView.failed);
  if (!locations) {
    return <p className="block-servers-status">{intl.formatMessage(failed ? messages.unavailable : messages.loading)}</p>;
  }
  const keep =
    filter === 'free' ? isFree : filter === 'country' ? (location: ServerLocation) => location.country_code === country : undefined;
  const countries = groupByCountry(locations, intl.locale, keep);
  const shown = countries.reduce((n, c) => n + c.locations.length, 0);
  if (filter === 'country' && shown === 0) {
    const all = new Set(locations.map((location) => location.country_code)).size;
    return (
      <p className="block-servers-more" data-testid="servers-summary">
        {intl.formatMessage(withArguments(messages.countryNone), { countries: all, country: countryName(country ?? '', intl.locale) })}
        <Link to={href('servers')}>{intl.formatMessage(messages.all)}</Link>
      </p>
    );
  }
  const premiumRest = filter === 'free' ? locations.length - shown : 0;
  return (
    <>
      <p className="block-servers-summary" data-testid="servers-summary">
        {intl.formatMessage(withArguments(messages.summary), { countries: countries.length, locations: shown })}
      </p>
      <ul className="block-servers">
        {countries.map((country) => (
          <li key={country.code} className="block-card block-servers-country" data-country={country.code}>
            <h3 className="block-servers-name">
              {/* Decorative: the country's name follows. The server answers /flags/ (src/server/flags.ts). */}
              <img className="block-servers-flag" src={`/flags/${country.code}.svg`} alt="" width={24} height={16} loading="lazy" />
              {country.name}
            </h3>
            <ul className="block-servers-cities">
              {country.locations.map((location) => (
                <li key={location.id} data-location={location.id}>
                  <span className="block-servers-city">{location.name}</span>
                  <span className={location.premium ? 'block-servers-tier block-servers-premium' : 'block-servers-tier block-servers-free'}>
                    {intl.formatMessage(location.premium ? messages.premium : messages.free)}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {filter === 'free' ? (
        <p className="block-servers-more">
          {premiumRest > 0 ? intl.formatMessage(withArguments(messages.premiumMore), { count: premiumRest }) : null}
          <Link to={href('order')}>{intl.formatMessage(messages.plans)}</Link>
        </p>
      ) : null}
    </>
  );
}
