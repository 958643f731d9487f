/**
 * The messages the spec declares (page titles and descriptions, the country landing's and the error
 * page's texts) → generated/messages.ts, a react-intl `defineMessages` table that
 * `npm run i18n:extract` reads like any source file. A message's id follows from where it stands in
 * the spec, so a new page brings its own ids and nothing else has to name them.
 */
import { literal } from '../literal.ts';
import type { Spec } from '../schema/index.ts';
import { constant, printTs } from '../ts-file.ts';
import type { Emitter } from './types.ts';

/** One message: its id, English text, and where the text is in spec/routes.yaml. */
export interface SpecMessage {
  id: string;
  text: string;
  at: PropertyKey[];
}

/** Message ids of a page's title and description. */
export const pageMessageIds = (pageId: string) => ({ title: `page.${pageId}.title`, description: `page.${pageId}.description` });

/** Message ids of the error page's texts (serverError: the same page after a server error). */
export const errorMessageIds = (errorId: string) => ({
  title: `${errorId}.title`,
  heading: `${errorId}.heading`,
  link: `${errorId}.link`,
  description: `${errorId}.description`,
  serverError: { title: `${errorId}.server.title`, heading: `${errorId}.server.heading`, description: `${errorId}.server.description` },
});

/** Every message spec/routes.yaml declares, in the order it declares them. */
export function specMessages(spec: Spec): SpecMessage[] {
  const { pages, country, error } = spec.routes;
  const out: SpecMessage[] = [];
  pages.forEach((p, i) => {
    const ids = pageMessageIds(p.id);
    out.push({ id: ids.title, text: p.title, at: ['pages', i, 'title'] });
    out.push({ id: ids.description, text: p.description, at: ['pages', i, 'description'] });
  });
  const countryIds = pageMessageIds(country.id);
  const serviceIds = pageMessageIds(`${country.id}-service`);
  out.push(
    { id: countryIds.title, text: country.title, at: ['country', 'title'] },
    { id: countryIds.description, text: country.description, at: ['country', 'description'] },
    { id: serviceIds.title, text: country.serviceTitle, at: ['country', 'serviceTitle'] },
    { id: serviceIds.description, text: country.serviceDescription, at: ['country', 'serviceDescription'] },
  );
  const errorIds = errorMessageIds(error.id);
  for (const key of ['title', 'heading', 'link', 'description'] as const) {
    out.push({ id: errorIds[key], text: error[key], at: ['error', key] });
  }
  for (const key of ['title', 'heading', 'description'] as const) {
    out.push({ id: errorIds.serverError[key], text: error.serverError[key], at: ['error', 'serverError', key] });
  }
  return out;
}

export const emitMessages: Emitter = (spec) => {
  const entries = specMessages(spec).map((m) => `  ${literal(m.id)}: { id: ${literal(m.id)}, defaultMessage: ${literal(m.text)} },`);
  const content = printTs('messages.ts', 'spec/routes.yaml', [
    `import { defineMessages } from 'react-intl';`,
    constant('specMessages', `defineMessages({\n${entries.join('\n')}\n})`, {
      doc: 'English texts of the messages the spec declares, by id; other locales translate them in locales/<locale>.json.',
    }),
  ]);
  return [{ path: 'messages.ts', content }];
};
