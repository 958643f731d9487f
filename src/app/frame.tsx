/** Intl, place and layout around a page or the error page; keeps the document head in step. */
import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { useLocation } from '../shared/nav/index.ts';
import type { EditionId } from '../../generated/editions.ts';
import type { LocalePrefix } from '../../generated/locales.ts';
import type { RouteId } from '../../generated/routes.ts';
import { contentPageOf } from '../shared/content/index.ts';
import { intlFor, joinMessages, loadedMessages, loadedPageMessages, messagesVersion, subscribeMessages } from '../shared/i18n/index.ts';
import { PlaceContext, type PlaceInfo } from '../shared/page/view.ts';
import { recordingIntl } from './frame-messages.ts';
import type { documentHead } from './document-head.ts';
import { Layout } from './layout/index.ts';
import { useRuntime } from './runtime-context.ts';

export interface FrameProps {
  readonly locale: LocalePrefix;
  readonly edition: EditionId;
  /** The page shown (its own catalogue joins the frame's), or null on the error page. */
  readonly route: RouteId | null;
  readonly rest: string;
  readonly title: string;
  readonly description: string;
  readonly indexable: boolean;
  /** Where the page exists in only some locales: those, and the path to go to in the others. */
  readonly only?: PlaceInfo['only'];
  readonly children: ReactNode;
}

/** Whether the document's head is still the one the server wrote, for the page that hydrated. */
let serverHead = true;

/**
 * Brings the document's head in step with the page shown: after a client-side navigation, not for
 * the page the server rendered (its head is there already), so its code loads with the first change.
 */
function updateHead(input: Parameters<typeof documentHead>[0]): void {
  if (serverHead) {
    serverHead = false;
    return;
  }
  import('./document-head.ts')
    .then(({ applyDocumentHead, documentHead }) => applyDocumentHead(documentHead(input)))
    .catch((error: unknown) => console.warn('[app] the document head did not update', error));
}

export function Frame({ locale, edition, route, rest, title, description, indexable, only, children }: FrameProps) {
  const runtime = useRuntime();
  // The whole catalogue replaces the part the page carried once it has loaded: render again then,
  // as a transition, which yields to the browser instead of holding the main thread.
  const [, setVersion] = useState(messagesVersion);
  useEffect(() => {
    const update = () => startTransition(() => setVersion(messagesVersion()));
    const stop = subscribeMessages(update);
    update();
    return stop;
  }, []);
  const used = runtime.usedMessages;
  const frame = loadedMessages(locale) ?? loadedMessages('en');
  const intl = useMemo(() => {
    const own = route ? loadedPageMessages(contentPageOf(route), locale) : undefined;
    const made = intlFor(locale, own && frame ? joinMessages(frame, own) : frame);
    return used ? recordingIntl(made, used) : made;
  }, [locale, route, used, frame]);
  const { search } = useLocation();
  // A new value only when the place changes: every reader of it renders again then.
  const place = useMemo(
    () => ({ locale, edition, env: runtime.env, rest, search, helpDeskUrl: runtime.helpDeskUrl, ...(only ? { only } : {}) }),
    [locale, edition, runtime.env, rest, search, runtime.helpDeskUrl, only],
  );
  useEffect(() => {
    updateHead({ title, description, locale, edition, rest: indexable ? rest : null });
  }, [title, description, locale, edition, rest, indexable]);
  return (
    <RawIntlProvider value={intl}>
      <PlaceContext.Provider value={place}>
        <Layout route={route}>{children}</Layout>
      </PlaceContext.Provider>
    </RawIntlProvider>
  );
}
