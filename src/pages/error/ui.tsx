import { useIntl } from 'react-intl';
import { Link } from '../../shared/nav/index.ts';
import { errorPage } from '../../../generated/routes.ts';
import { specMessage } from '../../shared/i18n/index.ts';
import { useHref } from '../../shared/page/index.ts';

/**
 * The error page (product spec §2): rocket image, localized title, a link back to the main page.
 * A page that was not found and a page that failed on our side say so in their own words.
 */
export function ErrorPage({ kind = 'not-found' }: { kind?: 'not-found' | 'server' }) {
  const intl = useIntl();
  const href = useHref();
  const texts = kind === 'server' ? errorPage.serverError : errorPage;
  return (
    <section className="container error-page">
      <img src={errorPage.image.src} width={errorPage.image.width} height={errorPage.image.height} alt="" />
      <h1>{intl.formatMessage(specMessage(texts.title))}</h1>
      <p className="lead">{intl.formatMessage(specMessage(texts.heading))}</p>
      <Link className="button button-primary" to={href('main')}>
        {intl.formatMessage(specMessage(errorPage.link))}
      </Link>
    </section>
  );
}
