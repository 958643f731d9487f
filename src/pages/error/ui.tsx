import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { localeByPrefix, type LocalePrefix } from '../../../generated/locales.ts';
import { Link } from '../../shared/nav/index.ts';
import { errorPage } from '../../../generated/page-links.ts';
import { specMessage } from '../../shared/i18n/index.ts';
import { usePageHref } from '../../shared/page/view.ts';

const messages: { readonly [K in 'localeTitle' | 'localeText' | 'retry']: MessageDescriptor } = defineMessages({
  localeTitle: { id: 'error.locale.title', defaultMessage: 'This language could not be loaded' },
  localeText: {
    id: 'error.locale.text',
    defaultMessage:
      'The texts of the page in {language} did not arrive, perhaps because the connection dropped. Check your connection and try again.',
  },
  retry: { id: 'error.locale.retry', defaultMessage: 'Try again' },
});

/** The title of the 'Failed loading locale' state (product spec §8). */
export const localeFailedTitle = messages.localeTitle;

/**
 * The error page (product spec §2): rocket image, localized title, a link back to the main page.
 * A page that was not found and a page that failed on our side say so in their own words.
 */
export function ErrorPage({ kind = 'not-found', failedLocale }: { kind?: 'not-found' | 'server' | 'locale'; failedLocale?: LocalePrefix }) {
  const intl = useIntl();
  const href = usePageHref();
  if (kind === 'locale') {
    const language = languageName(failedLocale ?? 'en', intl.locale);
    return (
      <section className="container error-page" data-locale-failed={failedLocale}>
        <img src={errorPage.image.src} width={errorPage.image.width} height={errorPage.image.height} alt="" />
        <h1>{intl.formatMessage(messages.localeTitle)}</h1>
        <p className="lead">{intl.formatMessage(messages.localeText, { language })}</p>
        {/* A full load asks for the catalogue again (the server renders the page in it). */}
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          {intl.formatMessage(messages.retry)}
        </button>
      </section>
    );
  }
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

/** A locale's language named in the language shown (Intl.DisplayNames), its own tag where there is none. */
function languageName(locale: LocalePrefix, inLanguage: string): string {
  const tag = localeByPrefix[locale].tag;
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}
