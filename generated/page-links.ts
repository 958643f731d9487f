/* eslint-disable */
// Generated from spec/routes.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { ItemPageId, PageBody, PageId, RouteId } from './routes.ts';
export { pageHref } from '../generator/runtime/href.ts';

/** The pages whose path below the locale prefix is not /<id>/. */
const otherPaths: Partial<Record<PageId, string>> = {
  answer: '/answers/{slug}/',
  'blog-article': '/blog/{slug}/',
  'blog-page': '/blog/page/{slug}/',
  'cabinet-configuration': '/cabinet/configuration/',
  'cabinet-download': '/cabinet/download/',
  'cabinet-profile': '/cabinet/profile/',
  main: '/',
  'payment-failed': '/payment/failed/',
  'payment-pending': '/payment/pending/',
  'payment-success': '/payment/success/',
  'zendesk-sso': '/zendesk/sso/',
};

/** A page's path below the locale prefix, with its trailing slash. */
export function pagePath(id: PageId): string {
  return otherPaths[id] ?? `/${id}/`;
}

/** The message id of a page's title, also the text of links to it. */
export function pageTitle(id: RouteId): string {
  return `page.${id}.title`;
}

/** The pages whose body is not the generic one. */
const otherBodies: Partial<Record<RouteId, PageBody>> = {
  answer: 'answer',
  blog: 'blog',
  'blog-article': 'blog',
  'blog-page': 'blog',
  cabinet: 'cabinet',
  'cabinet-configuration': 'cabinet',
  'cabinet-download': 'cabinet',
  'cabinet-profile': 'cabinet',
  confirm: 'auth',
  country: 'country',
  'forgot-password': 'auth',
  login: 'auth',
  order: 'order',
  'payment-failed': 'payment',
  'payment-pending': 'payment',
  'payment-success': 'payment',
  'profile-check': 'session',
  reset: 'auth',
  'sign-up': 'auth',
  'zendesk-sso': 'session',
};

/** The module of a page's body, src/pages/<body>/ (`body` in routes.yaml, 'generic' where it names none). */
export function pageBody(id: RouteId): PageBody {
  return otherBodies[id] ?? 'generic';
}

/** Every body module a page has. */
export const pageBodyNames: readonly PageBody[] = [
  'answer',
  'auth',
  'blog',
  'cabinet',
  'country',
  'generic',
  'order',
  'payment',
  'session',
];

/** Title and description of a service × country landing. */
export const countryServiceMessages = { description: 'page.country-service.description', title: 'page.country-service.title' };

/** Service pages by slug: the rest-of-path a country landing accepts. */
export const serviceBySlug: ReadonlyMap<string, PageId> = new Map<string, PageId>([
  ['access-app-store', 'access-app-store'],
  ['al-jazeera', 'al-jazeera'],
  ['disney-plus', 'disney-plus'],
  ['double-vpn', 'double-vpn'],
  ['free-fire', 'free-fire'],
  ['gameloop', 'gameloop'],
  ['instagram', 'instagram'],
  ['mobile-legends', 'mobile-legends'],
  ['netflix', 'netflix'],
  ['pubg', 'pubg'],
  ['reddit', 'reddit'],
  ['roblox', 'roblox'],
  ['telegram', 'telegram'],
  ['tiktok', 'tiktok'],
  ['twitter', 'twitter'],
  ['warzone', 'warzone'],
  ['whatsapp', 'whatsapp'],
]);

/** The error page (product spec §2): its image and message ids. */
export const errorPage = {
  description: 'error.description',
  heading: 'error.heading',
  id: 'error',
  image: { height: 226, src: '/images/rocket.svg', width: 285 },
  link: 'error.link',
  serverError: {
    description: 'error.server.description',
    heading: 'error.server.heading',
    title: 'error.server.title',
  },
  title: 'error.title',
};

/** Links of the shared layout. */
export const navigation = {
  footer: {
    company: ['about-us', 'careers', 'blog', 'answers', 'contact-us', 'affiliate-program', 'referral-program'],
    features: [
      'servers',
      'free-servers',
      'no-logs-policy',
      'double-vpn',
      'encryption',
      'data-protection',
      'anonymous-browsing',
      'free-wifi',
      'change-ip',
      'vpn-comparison',
    ],
    legal: ['terms', 'policy', 'cookies', 'refund', 'lite-vpn-policy'],
    product: [
      'download',
      'windows',
      'mac',
      'linux',
      'android',
      'ios',
      'android-tv',
      'router',
      'openvpn',
      'free-vpn-pc',
      'chrome',
      'firefox',
      'edge',
      'opera',
      'yandex',
    ],
    services: [
      'netflix',
      'disney-plus',
      'tiktok',
      'instagram',
      'twitter',
      'reddit',
      'telegram',
      'whatsapp',
      'al-jazeera',
      'roblox',
      'warzone',
      'pubg',
      'mobile-legends',
      'free-fire',
      'gameloop',
      'access-app-store',
    ],
    tools: ['ip-check', 'dns-check', 'web-rtc', 'virus-scan', 'password-generator'],
    uses: ['streaming', 'gaming', 'music', 'torrents', 'steam-savings', 'tickets', 'hotels', 'car-rental'],
  },
  header: ['vpn-comparison', 'download', 'servers', 'order', 'answers'],
} as const satisfies { header: readonly PageId[]; footer: Record<string, readonly PageId[]> };

/** Each item page's collection path: /blog/ for /blog/{slug}/. */
export const itemPages: Readonly<Record<ItemPageId, string>> = {
  answer: '/answers/',
  'blog-article': '/blog/',
  'blog-page': '/blog/page/',
};

/** The path of one item of an item page (/blog/{slug}/ with its slug), below the locale prefix. */
export function itemPath(page: ItemPageId, slug: string): string {
  return `${itemPages[page]}${slug}/`;
}
