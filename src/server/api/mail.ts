/** Mail: SMTP when SMTP_URL is set; otherwise, outside production, a development mailbox in the database. */
import nodemailer from 'nodemailer';
import type { MessageDescriptor } from 'react-intl';
import { brand } from '../../../generated/constants.ts';
import type { LocalePrefix } from '../../../generated/locales.ts';
import { intlFor, loadMessages } from '../../shared/i18n/index.ts';
import { escapeHtml } from '../html.ts';
import type { Database } from './db/index.ts';
import { mailMessages } from './mail-messages.ts';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The links the message carries (the development mailbox lists them). */
  readonly links: readonly string[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Messages kept in the database, shown at /_dev/mail/ (never in production). */
export function devMailbox(db: Database): Mailer & { list(): Promise<Array<MailMessage & { id: number; created_at: string }>> } {
  return {
    async send(m) {
      await db.query('insert into dev_mail (to_address, subject, text_body, html_body, links) values ($1, $2, $3, $4, $5)', [
        m.to,
        m.subject,
        m.text,
        m.html,
        JSON.stringify(m.links),
      ]);
    },
    async list() {
      const rows = await db.query<{
        id: number;
        to_address: string;
        subject: string;
        text_body: string;
        html_body: string;
        links: string[] | string;
        created_at: Date;
      }>('select id, to_address, subject, text_body, html_body, links, created_at from dev_mail order by id desc limit 200');
      return rows.map((r) => ({
        id: Number(r.id),
        to: r.to_address,
        subject: r.subject,
        text: r.text_body,
        html: r.html_body,
        links: typeof r.links === 'string' ? (JSON.parse(r.links) as string[]) : r.links,
        created_at: new Date(r.created_at).toISOString(),
      }));
    },
  };
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(m) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
    },
  };
}

/** A localized message with one action link, as plain text and HTML. */
export async function composeMail(input: {
  kind: 'confirm' | 'reset';
  to: string;
  locale: LocalePrefix;
  link: string;
  hours: number;
}): Promise<MailMessage> {
  const intl = intlFor(input.locale, await loadMessages(input.locale));
  const m: Record<keyof typeof mailMessages, MessageDescriptor> = mailMessages;
  const [subject, body, action] =
    input.kind === 'confirm' ? [m.confirmSubject, m.confirmBody, m.confirmAction] : [m.resetSubject, m.resetBody, m.resetAction];
  const texts = {
    subject: intl.formatMessage(subject),
    body: intl.formatMessage(body, { brand }),
    action: intl.formatMessage(action),
    ignore: intl.formatMessage(m.ignore, { hours: input.hours }),
  };
  const text = `${texts.body}\n\n${input.link}\n\n${texts.ignore}\n`;
  const html = `<!doctype html><html lang="${input.locale}"><body style="font-family:sans-serif"><p>${escapeHtml(texts.body)}</p><p><a href="${escapeHtml(input.link)}">${escapeHtml(texts.action)}</a></p><p style="color:#555">${escapeHtml(texts.ignore)}</p></body></html>`;
  return { to: input.to, subject: texts.subject, text, html, links: [input.link] };
}
