/**
 * Mail: composed here, queued in the outbox table with the data it goes with, and delivered by the
 * outbox worker (outbox.ts) through a transport: SMTP when SMTP_URL is set; otherwise, outside
 * production, none (the development mailbox shows the outbox).
 */
import nodemailer from 'nodemailer';
import type { MessageDescriptor } from 'react-intl';
import { brand } from '../../../generated/constants.ts';
import type { LocalePrefix } from '../../../generated/locales.ts';
import { loadMessages } from '../../shared/i18n/catalogue.ts';
import { intlFor } from '../../shared/i18n/index.ts';
import { escapeHtml } from '../html.ts';
import type { Queryable } from './db/index.ts';
import { mailMessages } from './mail-messages.ts';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The links the message carries (the development mailbox lists them). */
  readonly links: readonly string[];
  /** Where a reply goes, when not to the sender (a contact-form message: the visitor). */
  readonly replyTo?: string;
}

/** A mail transport. `signal` aborts a delivery the worker has stopped waiting for. */
export interface Mailer {
  send(message: MailMessage, signal?: AbortSignal): Promise<void>;
}

/** Outbox rows the worker knows how to deliver (outbox.ts). */
export type OutboxKind = 'mail' | 'reset-request' | 'affiliate-postback';

/**
 * Queues a row in the outbox, in the caller's transaction when given one, so that it commits or
 * rolls back with the data it goes with. Due at once; the caller wakes the worker after commit.
 */
export async function enqueue(q: Queryable, kind: OutboxKind, payload: object, at: Date): Promise<void> {
  await q.query('insert into outbox (kind, payload, created_at, next_attempt_at) values ($1, $2, $3, $3)', [
    kind,
    JSON.stringify(payload),
    at,
  ]);
}

/**
 * SMTP through nodemailer. Its default timeouts (two minutes to connect, ten of silence) would let a
 * hanging server hold the worker; these bound one delivery to well under the worker's lease.
 * Settings in the URL's query (e.g. ?socketTimeout=30000) win.
 */
export function smtpTransport(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 });
  return {
    async send(m, signal) {
      // nodemailer honours an abort signal; its type declarations do not list it yet.
      const mail: Parameters<typeof transport.sendMail>[0] & { signal?: AbortSignal } = {
        from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        ...(m.replyTo ? { replyTo: m.replyTo } : {}),
        ...(signal ? { signal } : {}),
      };
      await transport.sendMail(mail);
    },
  };
}

/** Outside production without SMTP_URL: delivers into nothing; the mail stays readable at /_dev/mail/. */
export function devTransport(): Mailer {
  return { send: async () => undefined };
}

/** A localized message with one action link, as plain text and HTML. */
/** The mails that carry a token: confirm an address, reset a password, set the password of an account a purchase created. */
export type MailKind = 'confirm' | 'reset' | 'set-password';

export async function composeMail(input: {
  kind: MailKind;
  to: string;
  locale: LocalePrefix;
  link: string;
  hours: number;
}): Promise<MailMessage> {
  const intl = intlFor(input.locale, await loadMessages(input.locale));
  const m: Record<keyof typeof mailMessages, MessageDescriptor> = mailMessages;
  const kinds: Record<MailKind, readonly [MessageDescriptor, MessageDescriptor, MessageDescriptor]> = {
    confirm: [m.confirmSubject, m.confirmBody, m.confirmAction],
    reset: [m.resetSubject, m.resetBody, m.resetAction],
    'set-password': [m.setPasswordSubject, m.setPasswordBody, m.setPasswordAction],
  };
  const [subject, body, action] = kinds[input.kind];
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

/** A message from the contact form as support receives it. */
export interface ContactMessage {
  readonly name: string;
  readonly email: string;
  readonly topic: string;
  readonly message: string;
  readonly locale: LocalePrefix;
}

/**
 * The contact form's message to support, in English (support's language), with the visitor's
 * address as Reply-To; the visitor's text is plain text, escaped in the HTML part.
 */
export function contactMail(message: ContactMessage, supportEmail: string): MailMessage {
  const header = [`From: ${message.name} <${message.email}>`, `Topic: ${message.topic}`, `Language: ${message.locale}`];
  return {
    to: supportEmail,
    replyTo: message.email,
    subject: `[${brand} contact] ${message.topic}: ${message.name}`.replace(/[\r\n]+/g, ' ').slice(0, 200),
    text: `${header.join('\n')}\n\n${message.message}\n`,
    html: `<p>${header.map(escapeHtml).join('<br>')}</p><p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
    links: [],
  };
}
