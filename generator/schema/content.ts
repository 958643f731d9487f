/**
 * spec/content/<page-id>.yaml: a page's body as an ordered list of blocks. Texts are message keys
 * of the page's own catalogue, locales/pages/<page-id>/<locale>.json (English is the source); a key
 * `hero.heading` on the page `main` is the message `content.main.hero.heading`. Links name page ids,
 * images are files of public/, icons come from the list below. The app renders each block with the
 * component of its type (src/widgets/blocks/), its props typed by these schemas.
 */
import { z } from 'zod';
import { kebabId } from './common.ts';

/** Interface icons a block may name (lucide-react); src/widgets/blocks/icons.ts maps each to its component. */
export const ICON_NAMES = [
  'shield-check',
  'eye-off',
  'globe',
  'zap',
  'lock',
  'wifi',
  'server',
  'smartphone',
  'monitor',
  'download',
  'user-check',
  'credit-card',
  'gamepad',
  'tv',
  'music',
  'key',
  'life-buoy',
  'check',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

/** A key of the page's catalogue: dotted lower-camel or kebab segments. */
const messageKey = z.string().regex(/^[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)*$/, 'expected a message key such as hero.heading');

/** On the country catch-all, the service page named by the URL (/{code}/{service}/). */
export const SERVICE_PAGE = '@service';

const action = z.strictObject({
  label: messageKey,
  /** A page of spec/routes.yaml, linked in the visitor's locale; `@service` on the country page. */
  page: kebabId.or(z.literal(SERVICE_PAGE)),
  /** Shown as the primary (filled) or secondary (outlined) button. */
  style: z.enum(['primary', 'secondary']).default('primary'),
});

const image = z.strictObject({
  /** A file of public/, e.g. /images/hero-main.svg. */
  src: z.string().regex(/^\/images\/[a-z0-9-]+\.(svg|png|jpg|webp)$/, 'expected an image of public/images/, such as /images/hero.svg'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The text alternative (a message key); an empty alternative marks a decorative image. */
  alt: messageKey.or(z.literal('')),
});

const heading = { heading: messageKey, intro: messageKey.optional() };

/**
 * The country catch-all (/{code}/ and /{code}/{service}/) has one content file for both landings: a
 * block with `variant` shows only on the country landing (`country`) or only on a service × country
 * one (`service`); without, on both. Its texts may use {country} and {service}.
 */
const variant = { variant: z.enum(['country', 'service']).optional() };

const blockTypes = [
  z.strictObject({
    ...variant,
    type: z.literal('hero'),
    heading: messageKey,
    text: messageKey,
    actions: z.array(action).max(2).default([]),
    image: image.optional(),
  }),
  z.strictObject({
    ...variant,
    type: z.literal('features'),
    ...heading,
    items: z.array(z.strictObject({ icon: z.enum(ICON_NAMES), title: messageKey, text: messageKey, page: kebabId.optional() })).min(2),
  }),
  z.strictObject({
    ...variant,
    type: z.literal('steps'),
    ...heading,
    items: z.array(z.strictObject({ title: messageKey, text: messageKey })).min(2),
  }),
  z.strictObject({
    ...variant,
    type: z.literal('faq'),
    ...heading,
    items: z.array(z.strictObject({ question: messageKey, answer: messageKey })).min(1),
  }),
  z.strictObject({
    ...variant,
    type: z.literal('text'),
    heading: messageKey.optional(),
    paragraphs: z.array(messageKey).min(1),
  }),
  z.strictObject({
    ...variant,
    type: z.literal('callout'),
    tone: z.enum(['info', 'tip', 'warning']).default('info'),
    title: messageKey.optional(),
    text: messageKey,
  }),
  z.strictObject({
    /**
     * How to get the app: with `platform` (an id of `apps` in spec/constants.yaml) that platform's
     * download or store buttons, version, size and minimum system; without, the visitor's own
     * platform first (detected in the browser) and every platform after it.
     */
    ...variant,
    type: z.literal('downloads'),
    heading: messageKey.optional(),
    platform: kebabId.optional(),
  }),
  z.strictObject({
    /** Every platform as a card linking to its page. */
    ...variant,
    type: z.literal('platforms'),
    ...heading,
  }),
  z.strictObject({
    /**
     * The server locations of the public GET /nodes-pools, rendered on the server: a summary counted
     * from the list, then each country (flag and name) with its cities marked Free or Premium.
     * `free` lists only the free ones, with a link to the order page for the rest; `country` (on the
     * country page) those of the page's country, or says there are none there.
     */
    ...variant,
    type: z.literal('servers'),
    filter: z.enum(['all', 'free', 'country']).default('all'),
    heading: messageKey.optional(),
  }),
  z.strictObject({
    /** The contact form (name, e-mail, topic, message), sent to support; on success the thanks page. */
    ...variant,
    type: z.literal('contact-form'),
    heading: messageKey.optional(),
  }),
  z.strictObject({
    /**
     * A legal page's header: the date the text takes effect and a table of contents linking to the
     * headings of the blocks after it.
     */
    ...variant,
    type: z.literal('contents'),
    effective: z.iso.date({ error: 'expected the effective date as YYYY-MM-DD' }),
    heading: messageKey,
  }),
  z.strictObject({
    /**
     * The cookies (`cookies`, spec/cookies.yaml) or browser storage keys (`storage`,
     * spec/storage.yaml) the site uses, as a table of name, purpose, lifetime and scope generated
     * from the spec. Each entry's purpose is the page's message `cookie.<name>` or `storage.<key>`.
     */
    ...variant,
    type: z.literal('cookie-table'),
    source: z.enum(['cookies', 'storage']),
    ...heading,
  }),
  z.strictObject({
    /**
     * A table comparing options side by side: a column per option (its name a message key), a row
     * per feature; each cell `yes`, `no` (shown as a mark with its word for screen readers) or a
     * message key.
     */
    ...variant,
    type: z.literal('comparison'),
    ...heading,
    columns: z.array(messageKey).min(2).max(4),
    rows: z
      .array(
        z.strictObject({
          label: messageKey,
          values: z.array(z.enum(['yes', 'no']).or(messageKey)),
        }),
      )
      .min(2),
  }),
  z.strictObject({
    /**
     * The help centre: categories of questions, each answer also a page of its own
     * (/answers/<slug>/), with a search over them in the page. A category's texts are
     * `category.<id>.title` and `.text`, a question's `q.<slug>.question` and `.answer` (paragraphs
     * apart by a blank line).
     */
    ...variant,
    type: z.literal('answers'),
    ...heading,
    categories: z.array(z.strictObject({ id: kebabId, icon: z.enum(ICON_NAMES), questions: z.array(kebabId).min(1) })).min(1),
  }),
  z.strictObject({
    /** The password generator (it runs in the browser only; nothing it makes leaves the page). */
    ...variant,
    type: z.literal('password-generator'),
    heading: messageKey.optional(),
  }),
  z.strictObject({
    /** The IP check: the visitor's public addresses (IPv4 and IPv6), their location and network, and whether the VPN covers them. */
    ...variant,
    type: z.literal('ip-check'),
    heading: messageKey.optional(),
  }),
  z.strictObject({
    /** The DNS leak test: the resolvers that look up unique names under the test zone, with a verdict. */
    ...variant,
    type: z.literal('dns-leak-test'),
    heading: messageKey.optional(),
  }),
  z.strictObject({
    /** The WebRTC leak test: the browser's ICE candidates against the site's STUN server, compared with its address. */
    ...variant,
    type: z.literal('webrtc-leak-test'),
    heading: messageKey.optional(),
  }),
  z.strictObject({
    /** The visitor's answer to the cookie notice, with a button that opens its settings to change it. */
    ...variant,
    type: z.literal('cookie-consent'),
    heading: messageKey,
    text: messageKey.optional(),
  }),
  z.strictObject({
    /** The company that runs the service (`company` of spec/constants.yaml): name, address, registration, e-mail. */
    ...variant,
    type: z.literal('company'),
    heading: messageKey.optional(),
  }),
  z.strictObject({
    ...variant,
    type: z.literal('cta'),
    heading: messageKey,
    text: messageKey.optional(),
    actions: z.array(action).min(1).max(2),
  }),
] as const;

export const blockSchema = z.discriminatedUnion('type', blockTypes);

export const contentSchema = z.strictObject({
  blocks: z.array(blockSchema).min(1),
});

export type ContentSpec = z.output<typeof contentSchema>;
export type Block = z.output<typeof blockSchema>;
export type BlockType = Block['type'];
