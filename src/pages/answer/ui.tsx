/**
 * One answer of the help centre (/answers/{slug}/): the question, the answer, the way back to its
 * category and the other questions there, and where to ask when it does not help.
 */
import { defineMessages, useIntl } from 'react-intl';
import { itemPath } from '../../../generated/routes.ts';
import { contentOf } from '../../shared/content/index.ts';
import { Link } from '../../shared/nav/index.ts';
import { usePageHref, usePathHref, type PageData } from '../../shared/page/view.ts';
import { useContentText } from '../../widgets/blocks/index.ts';
import './answer.css';

const messages = defineMessages({
  all: { id: 'answer.all', defaultMessage: 'All answers' },
  related: { id: 'answer.related', defaultMessage: 'More in this category' },
  help: { id: 'answer.help', defaultMessage: 'Did this not answer your question?' },
  contact: { id: 'answer.contact', defaultMessage: 'Write to support' },
});

export function Page({ data }: { data: PageData }) {
  const intl = useIntl();
  const t = useContentText('answers');
  const href = usePathHref();
  const pageHref = usePageHref();
  const slug = data.params.slug ?? '';
  const block = contentOf('answer')?.find((b) => b.type === 'answers');
  const category = block?.type === 'answers' ? block.categories.find((c) => c.questions.includes(slug)) : undefined;
  // The validation has found the question, and the loader its content.
  if (!category) throw new Error(`The answer ${slug} is not loaded`);
  const paragraphs = t(`q.${slug}.answer`).split(/\n\s*\n/);
  return (
    <article className="container answer">
      <p className="answer-trail">
        <Link to={pageHref('answers')}>{intl.formatMessage(messages.all)}</Link>
        <span className="answer-category">{t(`category.${category.id}.title`)}</span>
      </p>
      <h1>{t(`q.${slug}.question`)}</h1>
      <div className="answer-text">
        {paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      <aside className="answer-related" aria-labelledby="answer-related">
        <h2 id="answer-related">{intl.formatMessage(messages.related)}</h2>
        <ul>
          {category.questions
            .filter((other) => other !== slug)
            .map((other) => (
              <li key={other}>
                <Link to={href(itemPath('answer', other))}>{t(`q.${other}.question`)}</Link>
              </li>
            ))}
        </ul>
      </aside>
      <div className="answer-help">
        <p>{intl.formatMessage(messages.help)}</p>
        <Link className="button button-secondary" to={pageHref('contact-us')}>
          {intl.formatMessage(messages.contact)}
        </Link>
      </div>
    </article>
  );
}
