/**
 * Blocks of the legal and company pages: the header with the effective date and a table of
 * contents; the tables of cookies and browser storage keys, generated from spec/cookies.yaml and
 * spec/storage.yaml so that the page lists exactly what the site sets; a comparison table; the
 * company's facts.
 */
import { defineMessages, useIntl } from 'react-intl';
import { withArguments } from '../../shared/i18n/index.ts';
import { lifetime } from '../../shared/lib/lifetime.ts';
import { company } from '../../../generated/constants.ts';
import { cookieSpecs } from '../../../generated/cookies.ts';
import { storageKeys } from '../../../generated/storage.ts';
import { headingAnchor, purposeKey, type Block } from '../../../generated/content.ts';
import { Icon } from '../../shared/ui/icon.tsx';
import type { ContentText } from './text.ts';

const messages = defineMessages({
  effective: { id: 'legal.effective', defaultMessage: 'Effective from {date}' },
  name: { id: 'legal.table.name', defaultMessage: 'Name' },
  purpose: { id: 'legal.table.purpose', defaultMessage: 'Purpose' },
  lifetime: { id: 'legal.table.lifetime', defaultMessage: 'Kept for' },
  scope: { id: 'legal.table.scope', defaultMessage: 'Where it applies' },
  parent: { id: 'legal.scope.parent', defaultMessage: 'This site and our other sites on the same domain' },
  host: { id: 'legal.scope.host', defaultMessage: 'This site only' },
  server: { id: 'legal.scope.server', defaultMessage: 'Sent only to our servers; scripts cannot read it' },
  local: { id: 'legal.storage.local', defaultMessage: 'Until you clear your browser’s site data' },
  session: { id: 'legal.storage.session', defaultMessage: 'Until you close the tab' },
  companyName: { id: 'legal.company.name', defaultMessage: 'Company' },
  companyAddress: { id: 'legal.company.address', defaultMessage: 'Registered address' },
  companyRegistration: { id: 'legal.company.registration', defaultMessage: 'Registration' },
  companyEmail: { id: 'legal.company.email', defaultMessage: 'E-mail' },
  yes: { id: 'comparison.yes', defaultMessage: 'Yes' },
  no: { id: 'comparison.no', defaultMessage: 'No' },
  feature: { id: 'comparison.feature', defaultMessage: 'Feature' },
});

/** The headings the table of contents links to: those of the blocks after it, in order. */
function sections(blocks: readonly Block[]): string[] {
  return blocks.flatMap((block) => ('heading' in block && block.heading ? [block.heading] : []));
}

export function Contents({
  block,
  after,
  t,
  id,
}: {
  block: Extract<Block, { type: 'contents' }>;
  after: readonly Block[];
  t: ContentText;
  id: string;
}) {
  const intl = useIntl();
  // A date without a time is the day itself wherever the reader is: format it in UTC.
  const date = intl.formatDate(`${block.effective}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <div className="container block-contents">
      <p className="block-contents-date">
        {intl.formatMessage(withArguments(messages.effective), { date: <time dateTime={block.effective}>{date}</time> })}
      </p>
      <nav aria-labelledby={id}>
        <h2 id={id}>{t(block.heading)}</h2>
        <ol>
          {sections(after).map((key) => (
            <li key={key}>
              <a href={`#${headingAnchor(key)}`}>{t(key)}</a>
            </li>
          ))}
        </ol>
      </nav>
    </div>
  );
}

interface Row {
  readonly name: string;
  readonly purpose: string;
  readonly lifetime: string;
  readonly scope: string;
}

function useRows(source: 'cookies' | 'storage', t: ContentText): Row[] {
  const intl = useIntl();
  if (source === 'cookies')
    return Object.values(cookieSpecs)
      .map((cookie) => ({
        name: cookie.name,
        purpose: t(purposeKey('cookies', cookie.name)),
        lifetime: lifetime(cookie.maxAge, intl.locale),
        scope: intl.formatMessage(cookie.httpOnly ? messages.server : cookie.scope === 'parent' ? messages.parent : messages.host),
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
  return Object.values(storageKeys)
    .map((entry) => ({
      name: entry.key,
      purpose: t(purposeKey('storage', entry.key)),
      lifetime: intl.formatMessage(entry.area === 'local' ? messages.local : messages.session),
      scope: intl.formatMessage(messages.host),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function CookieTable({ block, t }: { block: Extract<Block, { type: 'cookie-table' }>; t: ContentText }) {
  const intl = useIntl();
  const rows = useRows(block.source, t);
  return (
    <div className="block-table-scroll" role="group" aria-label={t(block.heading)} tabIndex={0}>
      <table className="block-table" data-testid={`${block.source}-table`}>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.name)}</th>
            <th scope="col">{intl.formatMessage(messages.purpose)}</th>
            <th scope="col">{intl.formatMessage(messages.lifetime)}</th>
            <th scope="col">{intl.formatMessage(messages.scope)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">
                <code>{row.name}</code>
              </th>
              <td>{row.purpose}</td>
              <td>{row.lifetime}</td>
              <td>{row.scope}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Options side by side: a column per option, a row per feature; marks carry their word for screen readers. */
export function ComparisonTable({ block, t }: { block: Extract<Block, { type: 'comparison' }>; t: ContentText }) {
  const intl = useIntl();
  const cell = (value: string) => {
    if (value !== 'yes' && value !== 'no') return t(value);
    const word = intl.formatMessage(value === 'yes' ? messages.yes : messages.no);
    return (
      <span className={`block-mark block-mark-${value}`}>
        <Icon name={value === 'yes' ? 'check' : 'minus'} />
        <span className="visually-hidden">{word}</span>
      </span>
    );
  };
  return (
    <div className="block-table-scroll" role="group" aria-label={t(block.heading)} tabIndex={0}>
      <table className="block-table block-comparison">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.feature)}</th>
            {block.columns.map((column) => (
              <th key={column} scope="col">
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{t(row.label)}</th>
              {row.values.map((value, i) => (
                <td key={i}>{cell(value)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The company that runs the service, from spec/constants.yaml. */
export function CompanyFacts() {
  const intl = useIntl();
  const facts = [
    [messages.companyName, company.legalName],
    [messages.companyAddress, company.address],
    [messages.companyRegistration, company.registration],
  ] as const;
  return (
    <dl className="block-company">
      {facts.map(([label, value]) => (
        <div key={label.id}>
          <dt>{intl.formatMessage(label)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div>
        <dt>{intl.formatMessage(messages.companyEmail)}</dt>
        <dd>
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </dd>
      </div>
    </dl>
  );
}
