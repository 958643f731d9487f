/** Links to the site in e-mails, and the single-use e-mail tokens they carry (confirm, reset, set a password). */
import { editions, homeEditionOfLocale, type EditionId, type EnvironmentId } from '../../../generated/editions.ts';
import type { LocalePrefix } from '../../../generated/locales.ts';
import { pageHref, routes } from '../../../generated/routes.ts';
import { hasOwnHost } from '../../shared/config/site.ts';
import type { Queryable } from './db/index.ts';
import { composeMail, enqueue, type MailKind, type MailMessage } from './mail.ts';
import { newToken, tokenHash } from './security.ts';

/** The configured origins that links in e-mails are built on. */
export interface SiteLinks {
  readonly origins: Readonly<Record<EditionId, string>>;
  /** PROD or DEV: a locale whose edition has its own host gets links to that host. */
  readonly siteEnv: EnvironmentId | null;
}

/** A page of the site under a locale, on the configured origin of the edition that serves it. */
export function siteUrl(links: SiteLinks, path: string, locale: LocalePrefix): string {
  const home = homeEditionOfLocale[locale];
  const edition = home && hasOwnHost(home, links.siteEnv) ? home : 'MAIN';
  return `${links.origins[edition]}${pageHref(path, locale, editions[edition].defaultLocale)}`;
}

/** A new single-use e-mail token and the mail that carries it; nothing stored yet. */
export interface EmailTokenMail {
  readonly purpose: 'confirm' | 'reset';
  readonly hash: string;
  readonly hours: number;
  readonly message: MailMessage;
}

/**
 * A token and its mail: `confirm` links to the confirmation page; `reset` and `set-password` (an
 * account a purchase created) link to the page that sets a password, with a reset token.
 */
export async function newEmailToken(
  to: string,
  kind: MailKind,
  locale: LocalePrefix,
  links: SiteLinks,
  hours: number,
): Promise<EmailTokenMail> {
  const token = newToken();
  const purpose = kind === 'confirm' ? 'confirm' : 'reset';
  const page = purpose === 'confirm' ? routes.confirm : routes.reset;
  const link = `${siteUrl(links, page.path, locale)}?token=${token}`;
  return { purpose, hash: tokenHash(token), hours, message: await composeMail({ kind, to, locale, link, hours }) };
}

/** Stores the token and queues its mail in the caller's transaction: no token without its mail. */
export async function storeEmailToken(tx: Queryable, userId: string, issued: EmailTokenMail, at: Date): Promise<void> {
  await tx.query('insert into email_tokens (token_hash, user_id, purpose, expires_at) values ($1, $2, $3, $4)', [
    issued.hash,
    userId,
    issued.purpose,
    new Date(at.getTime() + issued.hours * 3_600_000),
  ]);
  await enqueue(tx, 'mail', issued.message, at);
}
