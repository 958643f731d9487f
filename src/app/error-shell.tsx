/** The localized error page for a 404 or a fatal error; crawlers' errors are only logged. */
import { useEffect } from 'react';
import { errorPage } from '../../generated/routes.ts';
import { resolve } from '../../generated/resolver.ts';
import { ErrorPage } from '../pages/error/index.ts';
import { intlFor, loadedMessages, specMessage } from '../shared/i18n/index.ts';
import { isBot } from '../shared/lib/bots.ts';
import { useLocation } from '../shared/nav/index.ts';
import { Frame } from './frame.tsx';
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
  const { locale } = resolution;
  const notFound = statusOf(error) === 404;
  const bot = isBot(runtime.userAgent());
  useEffect(() => {
    if (notFound) console.info(`[route] ${(error as { data?: { message?: string } }).data?.message ?? '404'}`);
    else console.error('[app] unhandled error', error);
  }, [error, notFound]);
  const messages = loadedMessages(locale) ?? loadedMessages('en');
  const intl = intlFor(locale, messages);
  const texts = notFound ? errorPage : errorPage.serverError;
  return (
    <Frame
      locale={locale}
      edition={edition}
      route={null}
      rest={resolution.rest}
      title={intl.formatMessage(specMessage(texts.title))}
      description={intl.formatMessage(specMessage(texts.description))}
      indexable={false}
    >
      {notFound || !bot ? <ErrorPage kind={notFound ? 'not-found' : 'server'} /> : null}
    </Frame>
  );
}
