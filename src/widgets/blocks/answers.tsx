/**
 * The help centre's block: a search over every question and answer of the page's catalogue, run in
 * the browser as the visitor types (no server round trip), and the categories with their
 * questions, each a link to the answer's own page. Without JavaScript the categories stay.
 */
import { useId, useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { withArguments } from '../../shared/i18n/index.ts';
import type { Block } from '../../../generated/content.ts';
import { itemPath } from '../../../generated/page-links.ts';
import { Link } from '../../shared/nav/index.ts';
import { usePathHref } from '../../shared/page/view.ts';
import { Icon } from '../../shared/ui/icon.tsx';
import { blockIcons } from './icons.ts';
import type { ContentText } from './text.ts';

const messages = defineMessages({
  search: { id: 'answers.search', defaultMessage: 'Search the answers' },
  placeholder: { id: 'answers.placeholder', defaultMessage: 'For example: payment, slow, router' },
  found: {
    id: 'answers.found',
    defaultMessage:
      '{count, plural, =0 {No answer matches “{query}”.} one {# answer matches “{query}”.} other {# answers match “{query}”.}}',
  },
  none: { id: 'answers.none', defaultMessage: 'Try other words, or write to us: we answer every message.' },
});

type AnswersBlock = Extract<Block, { type: 'answers' }>;

/** Lower case without accents, so “securite” finds “sécurité”; scripts without case stay as they are. */
export function normalize(text: string, locale: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale);
}

/** The questions whose question or answer holds every word of the query, in the page's order. */
export function searchAnswers<T extends { readonly question: string; readonly answer: string }>(
  entries: readonly T[],
  query: string,
  locale: string,
): T[] {
  const words = normalize(query, locale).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return entries.filter((entry) => {
    const text = normalize(`${entry.question} ${entry.answer}`, locale);
    return words.every((word) => text.includes(word));
  });
}

export function Answers({ block, t, id }: { block: AnswersBlock; t: ContentText; id: string }) {
  const intl = useIntl();
  const href = usePathHref();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const entries = useMemo(
    () =>
      block.categories.flatMap((category) =>
        category.questions.map((slug) => ({
          slug,
          category: t(`category.${category.id}.title`),
          question: t(`q.${slug}.question`),
          answer: t(`q.${slug}.answer`),
        })),
      ),
    [block, t],
  );
  const found = useMemo(() => searchAnswers(entries, query, intl.locale), [entries, query, intl.locale]);
  const searching = query.trim() !== '';
  return (
    <div className="block-answers">
      <search className="block-answers-search">
        <label htmlFor={inputId}>{intl.formatMessage(messages.search)}</label>
        <input
          id={inputId}
          type="search"
          value={query}
          placeholder={intl.formatMessage(messages.placeholder)}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          aria-controls={`${id}-results`}
        />
      </search>
      <div id={`${id}-results`}>
        <p className="block-answers-count" role="status">
          {searching ? intl.formatMessage(withArguments(messages.found), { count: found.length, query: query.trim() }) : ''}
        </p>
        {searching ? (
          found.length > 0 ? (
            <ul className="block-answers-found">
              {found.map((entry) => (
                <li key={entry.slug}>
                  <Link to={href(itemPath('answer', entry.slug))}>{entry.question}</Link>
                  <span>{entry.category}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p>{intl.formatMessage(messages.none)}</p>
          )
        ) : (
          <div className="block-answers-categories">
            {block.categories.map((category) => {
              return (
                <section key={category.id} className="block-card" aria-labelledby={`${id}-${category.id}`}>
                  <Icon name={blockIcons[category.icon]} className="block-icon" />
                  <h3 id={`${id}-${category.id}`}>{t(`category.${category.id}.title`)}</h3>
                  <p>{t(`category.${category.id}.text`)}</p>
                  <ul>
                    {category.questions.map((slug) => (
                      <li key={slug}>
                        <Link to={href(itemPath('answer', slug))}>{t(`q.${slug}.question`)}</Link>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}
