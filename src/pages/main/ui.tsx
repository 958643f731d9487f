import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { AppLinks } from '../../shared/ui/app-links.tsx';
import { useHref, type PageData } from '../../shared/page/index.ts';

/** The main page: what the service is and where to get it. */
export function Page({ data }: { data: PageData }) {
  const href = useHref();
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>{data.title}</h1>
          <p className="lead">{data.description}</p>
          <div className="actions">
            <Link className="button button-primary" to={href('download')}>
              <FormattedMessage id="main.download" defaultMessage="Download for free" />
            </Link>
            <Link className="button button-secondary" to={href('order')}>
              <FormattedMessage id="main.premium" defaultMessage="Get Premium" />
            </Link>
          </div>
        </div>
      </section>
      <section className="container" aria-labelledby="apps-heading">
        <h2 id="apps-heading">
          <FormattedMessage id="main.apps" defaultMessage="Apps for every device" />
        </h2>
        <AppLinks locale={data.locale} />
      </section>
    </>
  );
}
