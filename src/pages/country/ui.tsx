import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useHref, type PageData } from '../../shared/page/index.ts';

/** The country landing (DECISIONS 5): "VPN for {country}", optionally for one service. */
export function Page({ data }: { data: PageData }) {
  const href = useHref();
  return (
    <section className="container page-intro">
      <h1>{data.title}</h1>
      <p className="lead">{data.description}</p>
      <div className="actions">
        <Link className="button button-primary" to={href('download')}>
          <FormattedMessage id="main.download" defaultMessage="Download for free" />
        </Link>
        <Link className="button button-secondary" to={href('servers')}>
          <FormattedMessage id="country.servers" defaultMessage="See all server locations" />
        </Link>
      </div>
    </section>
  );
}
