/** The localized error page for a 404 or a fatal error; crawlers' errors are only logged. */
import { useEffect } from 'react';
import { errorPage } from '../../generated/page-links.ts';
import { resolve } from '../../generated/resolver.ts';
import { ErrorPage, localeFailedTitle } from '../pages/error/index.ts';
import { intlFor, isLocaleLoadError, loadedLocales, loadedMessages, specMessage } from '../shared/i18n/index.ts';
import { isBot } from '../shared/lib/bots.ts';
import { useLocation } from '../shared/nav/index.ts';
import { Frame } from './frame.tsx';
import { recordingIntl } from './frame-messages.ts';
import { useRuntime } from './runtime-context.ts';

/** A route error response (React Router's, or as the server serialized it) with its status. */
function statusOf(error: unknown): number | null {
  return typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'
    ? (error as { status: number }).status
    : null;
}

export function ErrorShell({ error }: { error: unknown }) {
  const runtime = useRuntime();
  const location = useLocation();
  const edition = runtime.edition();
  const resolution = resolve(location.pathname, edition);
  const notFound = statusOf(error) === 404;
  // A catalogue that did not load ('Failed loading locale'): the page says so in a language it has.
  const localeFailed = isLocaleLoadError(error) ? resolution.locale : null;
  const locale = localeFailed && !loadedMessages(localeFailed) ? (loadedLocales()[0] ?? 'en') : resolution.locale;
  const bot = isBot(runtime.userAgent());
  useEffect(() => {
    if (notFound) console.info(`[route] ${(error as { data?: { message?: string } }).data?.message ?? '404'}`);
    else console.error('[app] unhandled error', error);
  }, [error, notFound]);
  const messages = loadedMessages(locale) ?? loadedMessages('en');
  const made = intlFor(locale, messages);
  const intl = runtime.usedMessages ? recordingIntl(made, runtime.usedMessages) : made;
  const texts = notFound ? errorPage : errorPage.serverError;
  const title = localeFailed ? intl.formatMessage(localeFailedTitle) : intl.formatMessage(specMessage(texts.title));
  return (
    <Frame
      locale={locale}
      edition={edition}
      route={null}
      rest={resolution.rest}
      title={title}
      description={intl.formatMessage(specMessage(texts.description))}
      indexable={false}
    >
      {localeFailed ? (
        <ErrorPage kind="locale" failedLocale={localeFailed} />
      ) : notFound || !bot ? (
        <ErrorPage kind={notFound ? 'not-found' : 'server'} />
      ) : null}
    </Frame>
  );
}
