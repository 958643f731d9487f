/* eslint-disable */
// Generated from spec/routes.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import { routeTable, type Route as RuntimeRoute } from '../generator/runtime/routes.ts';
import type { LocalePrefix } from './locales.ts';
export { pageHref } from '../generator/runtime/routes.ts';

/** The stable id of a page. */
export type PageId =
  | 'about-us'
  | 'access-app-store'
  | 'affiliate-program'
  | 'al-jazeera'
  | 'android'
  | 'android-tv'
  | 'anonymous-browsing'
  | 'answer'
  | 'answers'
  | 'blog'
  | 'blog-article'
  | 'blog-page'
  | 'cabinet'
  | 'cabinet-configuration'
  | 'cabinet-download'
  | 'cabinet-profile'
  | 'car-rental'
  | 'careers'
  | 'change-ip'
  | 'chrome'
  | 'confirm'
  | 'contact-us'
  | 'cookies'
  | 'data-protection'
  | 'disney-plus'
  | 'dns-check'
  | 'double-vpn'
  | 'download'
  | 'edge'
  | 'encryption'
  | 'firefox'
  | 'forgot-password'
  | 'free-fire'
  | 'free-servers'
  | 'free-vpn-pc'
  | 'free-wifi'
  | 'gameloop'
  | 'gaming'
  | 'hotels'
  | 'instagram'
  | 'ios'
  | 'ip-check'
  | 'linux'
  | 'lite-vpn-policy'
  | 'login'
  | 'mac'
  | 'main'
  | 'mobile-legends'
  | 'music'
  | 'netflix'
  | 'no-logs-policy'
  | 'openvpn'
  | 'opera'
  | 'order'
  | 'password-generator'
  | 'payment-failed'
  | 'payment-pending'
  | 'payment-success'
  | 'policy'
  | 'profile-check'
  | 'pubg'
  | 'reddit'
  | 'referral-program'
  | 'refund'
  | 'reset'
  | 'roblox'
  | 'router'
  | 'servers'
  | 'sign-up'
  | 'steam-savings'
  | 'streaming'
  | 'telegram'
  | 'terms'
  | 'thanks'
  | 'tickets'
  | 'tiktok'
  | 'torrents'
  | 'twitter'
  | 'virus-scan'
  | 'vpn-comparison'
  | 'warzone'
  | 'web-rtc'
  | 'whatsapp'
  | 'windows'
  | 'yandex'
  | 'zendesk-sso';

/** Item pages: one page for every item of a collection, its path ending in {slug} (/blog/{slug}/). */
export type ItemPageId = 'answer' | 'blog-article' | 'blog-page';

/** A page or the country landing page. */
export type RouteId = PageId | 'country';

export type PageKind = 'app' | 'marketing' | 'service' | 'country';

/** Modules of page bodies: src/pages/<body>/index.ts exports Page. */
export type PageBody = 'answer' | 'auth' | 'blog' | 'cabinet' | 'country' | 'generic' | 'order' | 'payment' | 'session';

/** Page validation checks; src/guards implements each. */
export type ValidationName = 'allow-config-page' | 'answer' | 'blog-article' | 'blog-page' | 'country';

/** Guards a page opts into (appliesTo: listed). */
export type PageGuardId = 'require-auth';

/** A page of routes.yaml. */
export interface PageSpec {
  readonly id: RouteId;
  /** The path below the locale prefix, with its trailing slash. */
  readonly path: string;
  readonly kind: PageKind;
  /** Message ids of the page's title (also its heading) and meta description. */
  readonly title: string;
  readonly description: string;
  readonly guards: readonly PageGuardId[];
  readonly validation: ValidationName | null;
  /** A signed-in user opening this page goes to the profile. */
  readonly guestOnly: boolean;
  /** The module of the page's body: src/pages/<body>/. */
  readonly body: PageBody;
}

/** Every page, by id. */
export const pages: Readonly<Record<PageId, PageSpec>> = {
  'about-us': {
    body: 'generic',
    description: 'page.about-us.description',
    guards: [],
    guestOnly: false,
    id: 'about-us',
    kind: 'marketing',
    path: '/about-us/',
    title: 'page.about-us.title',
    validation: null,
  },
  'access-app-store': {
    body: 'generic',
    description: 'page.access-app-store.description',
    guards: [],
    guestOnly: false,
    id: 'access-app-store',
    kind: 'service',
    path: '/access-app-store/',
    title: 'page.access-app-store.title',
    validation: null,
  },
  'affiliate-program': {
    body: 'generic',
    description: 'page.affiliate-program.description',
    guards: [],
    guestOnly: false,
    id: 'affiliate-program',
    kind: 'marketing',
    path: '/affiliate-program/',
    title: 'page.affiliate-program.title',
    validation: null,
  },
  'al-jazeera': {
    body: 'generic',
    description: 'page.al-jazeera.description',
    guards: [],
    guestOnly: false,
    id: 'al-jazeera',
    kind: 'service',
    path: '/al-jazeera/',
    title: 'page.al-jazeera.title',
    validation: null,
  },
  android: {
    body: 'generic',
    description: 'page.android.description',
    guards: [],
    guestOnly: false,
    id: 'android',
    kind: 'marketing',
    path: '/android/',
    title: 'page.android.title',
    validation: null,
  },
  'android-tv': {
    body: 'generic',
    description: 'page.android-tv.description',
    guards: [],
    guestOnly: false,
    id: 'android-tv',
    kind: 'marketing',
    path: '/android-tv/',
    title: 'page.android-tv.title',
    validation: null,
  },
  'anonymous-browsing': {
    body: 'generic',
    description: 'page.anonymous-browsing.description',
    guards: [],
    guestOnly: false,
    id: 'anonymous-browsing',
    kind: 'marketing',
    path: '/anonymous-browsing/',
    title: 'page.anonymous-browsing.title',
    validation: null,
  },
  answer: {
    body: 'answer',
    description: 'page.answer.description',
    guards: [],
    guestOnly: false,
    id: 'answer',
    kind: 'marketing',
    path: '/answers/{slug}/',
    title: 'page.answer.title',
    validation: 'answer',
  },
  answers: {
    body: 'generic',
    description: 'page.answers.description',
    guards: [],
    guestOnly: false,
    id: 'answers',
    kind: 'marketing',
    path: '/answers/',
    title: 'page.answers.title',
    validation: null,
  },
  blog: {
    body: 'blog',
    description: 'page.blog.description',
    guards: [],
    guestOnly: false,
    id: 'blog',
    kind: 'marketing',
    path: '/blog/',
    title: 'page.blog.title',
    validation: null,
  },
  'blog-article': {
    body: 'blog',
    description: 'page.blog-article.description',
    guards: [],
    guestOnly: false,
    id: 'blog-article',
    kind: 'marketing',
    path: '/blog/{slug}/',
    title: 'page.blog-article.title',
    validation: 'blog-article',
  },
  'blog-page': {
    body: 'blog',
    description: 'page.blog-page.description',
    guards: [],
    guestOnly: false,
    id: 'blog-page',
    kind: 'marketing',
    path: '/blog/page/{slug}/',
    title: 'page.blog-page.title',
    validation: 'blog-page',
  },
  cabinet: {
    body: 'cabinet',
    description: 'page.cabinet.description',
    guards: ['require-auth'],
    guestOnly: false,
    id: 'cabinet',
    kind: 'app',
    path: '/cabinet/',
    title: 'page.cabinet.title',
    validation: null,
  },
  'cabinet-configuration': {
    body: 'cabinet',
    description: 'page.cabinet-configuration.description',
    guards: ['require-auth'],
    guestOnly: false,
    id: 'cabinet-configuration',
    kind: 'app',
    path: '/cabinet/configuration/',
    title: 'page.cabinet-configuration.title',
    validation: 'allow-config-page',
  },
  'cabinet-download': {
    body: 'cabinet',
    description: 'page.cabinet-download.description',
    guards: ['require-auth'],
    guestOnly: false,
    id: 'cabinet-download',
    kind: 'app',
    path: '/cabinet/download/',
    title: 'page.cabinet-download.title',
    validation: null,
  },
  'cabinet-profile': {
    body: 'cabinet',
    description: 'page.cabinet-profile.description',
    guards: ['require-auth'],
    guestOnly: false,
    id: 'cabinet-profile',
    kind: 'app',
    path: '/cabinet/profile/',
    title: 'page.cabinet-profile.title',
    validation: null,
  },
  'car-rental': {
    body: 'generic',
    description: 'page.car-rental.description',
    guards: [],
    guestOnly: false,
    id: 'car-rental',
    kind: 'marketing',
    path: '/car-rental/',
    title: 'page.car-rental.title',
    validation: null,
  },
  careers: {
    body: 'generic',
    description: 'page.careers.description',
    guards: [],
    guestOnly: false,
    id: 'careers',
    kind: 'marketing',
    path: '/careers/',
    title: 'page.careers.title',
    validation: null,
  },
  'change-ip': {
    body: 'generic',
    description: 'page.change-ip.description',
    guards: [],
    guestOnly: false,
    id: 'change-ip',
    kind: 'marketing',
    path: '/change-ip/',
    title: 'page.change-ip.title',
    validation: null,
  },
  chrome: {
    body: 'generic',
    description: 'page.chrome.description',
    guards: [],
    guestOnly: false,
    id: 'chrome',
    kind: 'marketing',
    path: '/chrome/',
    title: 'page.chrome.title',
    validation: null,
  },
  confirm: {
    body: 'auth',
    description: 'page.confirm.description',
    guards: [],
    guestOnly: false,
    id: 'confirm',
    kind: 'app',
    path: '/confirm/',
    title: 'page.confirm.title',
    validation: null,
  },
  'contact-us': {
    body: 'generic',
    description: 'page.contact-us.description',
    guards: [],
    guestOnly: false,
    id: 'contact-us',
    kind: 'marketing',
    path: '/contact-us/',
    title: 'page.contact-us.title',
    validation: null,
  },
  cookies: {
    body: 'generic',
    description: 'page.cookies.description',
    guards: [],
    guestOnly: false,
    id: 'cookies',
    kind: 'marketing',
    path: '/cookies/',
    title: 'page.cookies.title',
    validation: null,
  },
  'data-protection': {
    body: 'generic',
    description: 'page.data-protection.description',
    guards: [],
    guestOnly: false,
    id: 'data-protection',
    kind: 'marketing',
    path: '/data-protection/',
    title: 'page.data-protection.title',
    validation: null,
  },
  'disney-plus': {
    body: 'generic',
    description: 'page.disney-plus.description',
    guards: [],
    guestOnly: false,
    id: 'disney-plus',
    kind: 'service',
    path: '/disney-plus/',
    title: 'page.disney-plus.title',
    validation: null,
  },
  'dns-check': {
    body: 'generic',
    description: 'page.dns-check.description',
    guards: [],
    guestOnly: false,
    id: 'dns-check',
    kind: 'marketing',
    path: '/dns-check/',
    title: 'page.dns-check.title',
    validation: null,
  },
  'double-vpn': {
    body: 'generic',
    description: 'page.double-vpn.description',
    guards: [],
    guestOnly: false,
    id: 'double-vpn',
    kind: 'service',
    path: '/double-vpn/',
    title: 'page.double-vpn.title',
    validation: null,
  },
  download: {
    body: 'generic',
    description: 'page.download.description',
    guards: [],
    guestOnly: false,
    id: 'download',
    kind: 'marketing',
    path: '/download/',
    title: 'page.download.title',
    validation: null,
  },
  edge: {
    body: 'generic',
    description: 'page.edge.description',
    guards: [],
    guestOnly: false,
    id: 'edge',
    kind: 'marketing',
    path: '/edge/',
    title: 'page.edge.title',
    validation: null,
  },
  encryption: {
    body: 'generic',
    description: 'page.encryption.description',
    guards: [],
    guestOnly: false,
    id: 'encryption',
    kind: 'marketing',
    path: '/encryption/',
    title: 'page.encryption.title',
    validation: null,
  },
  firefox: {
    body: 'generic',
    description: 'page.firefox.description',
    guards: [],
    guestOnly: false,
    id: 'firefox',
    kind: 'marketing',
    path: '/firefox/',
    title: 'page.firefox.title',
    validation: null,
  },
  'forgot-password': {
    body: 'auth',
    description: 'page.forgot-password.description',
    guards: [],
    guestOnly: true,
    id: 'forgot-password',
    kind: 'app',
    path: '/forgot-password/',
    title: 'page.forgot-password.title',
    validation: null,
  },
  'free-fire': {
    body: 'generic',
    description: 'page.free-fire.description',
    guards: [],
    guestOnly: false,
    id: 'free-fire',
    kind: 'service',
    path: '/free-fire/',
    title: 'page.free-fire.title',
    validation: null,
  },
  'free-servers': {
    body: 'generic',
    description: 'page.free-servers.description',
    guards: [],
    guestOnly: false,
    id: 'free-servers',
    kind: 'marketing',
    path: '/free-servers/',
    title: 'page.free-servers.title',
    validation: null,
  },
  'free-vpn-pc': {
    body: 'generic',
    description: 'page.free-vpn-pc.description',
    guards: [],
    guestOnly: false,
    id: 'free-vpn-pc',
    kind: 'marketing',
    path: '/free-vpn-pc/',
    title: 'page.free-vpn-pc.title',
    validation: null,
  },
  'free-wifi': {
    body: 'generic',
    description: 'page.free-wifi.description',
    guards: [],
    guestOnly: false,
    id: 'free-wifi',
    kind: 'marketing',
    path: '/free-wifi/',
    title: 'page.free-wifi.title',
    validation: null,
  },
  gameloop: {
    body: 'generic',
    description: 'page.gameloop.description',
    guards: [],
    guestOnly: false,
    id: 'gameloop',
    kind: 'service',
    path: '/gameloop/',
    title: 'page.gameloop.title',
    validation: null,
  },
  gaming: {
    body: 'generic',
    description: 'page.gaming.description',
    guards: [],
    guestOnly: false,
    id: 'gaming',
    kind: 'marketing',
    path: '/gaming/',
    title: 'page.gaming.title',
    validation: null,
  },
  hotels: {
    body: 'generic',
    description: 'page.hotels.description',
    guards: [],
    guestOnly: false,
    id: 'hotels',
    kind: 'marketing',
    path: '/hotels/',
    title: 'page.hotels.title',
    validation: null,
  },
  instagram: {
    body: 'generic',
    description: 'page.instagram.description',
    guards: [],
    guestOnly: false,
    id: 'instagram',
    kind: 'service',
    path: '/instagram/',
    title: 'page.instagram.title',
    validation: null,
  },
  ios: {
    body: 'generic',
    description: 'page.ios.description',
    guards: [],
    guestOnly: false,
    id: 'ios',
    kind: 'marketing',
    path: '/ios/',
    title: 'page.ios.title',
    validation: null,
  },
  'ip-check': {
    body: 'generic',
    description: 'page.ip-check.description',
    guards: [],
    guestOnly: false,
    id: 'ip-check',
    kind: 'marketing',
    path: '/ip-check/',
    title: 'page.ip-check.title',
    validation: null,
  },
  linux: {
    body: 'generic',
    description: 'page.linux.description',
    guards: [],
    guestOnly: false,
    id: 'linux',
    kind: 'marketing',
    path: '/linux/',
    title: 'page.linux.title',
    validation: null,
  },
  'lite-vpn-policy': {
    body: 'generic',
    description: 'page.lite-vpn-policy.description',
    guards: [],
    guestOnly: false,
    id: 'lite-vpn-policy',
    kind: 'marketing',
    path: '/lite-vpn-policy/',
    title: 'page.lite-vpn-policy.title',
    validation: null,
  },
  login: {
    body: 'auth',
    description: 'page.login.description',
    guards: [],
    guestOnly: true,
    id: 'login',
    kind: 'app',
    path: '/login/',
    title: 'page.login.title',
    validation: null,
  },
  mac: {
    body: 'generic',
    description: 'page.mac.description',
    guards: [],
    guestOnly: false,
    id: 'mac',
    kind: 'marketing',
    path: '/mac/',
    title: 'page.mac.title',
    validation: null,
  },
  main: {
    body: 'generic',
    description: 'page.main.description',
    guards: [],
    guestOnly: false,
    id: 'main',
    kind: 'marketing',
    path: '/',
    title: 'page.main.title',
    validation: null,
  },
  'mobile-legends': {
    body: 'generic',
    description: 'page.mobile-legends.description',
    guards: [],
    guestOnly: false,
    id: 'mobile-legends',
    kind: 'service',
    path: '/mobile-legends/',
    title: 'page.mobile-legends.title',
    validation: null,
  },
  music: {
    body: 'generic',
    description: 'page.music.description',
    guards: [],
    guestOnly: false,
    id: 'music',
    kind: 'marketing',
    path: '/music/',
    title: 'page.music.title',
    validation: null,
  },
  netflix: {
    body: 'generic',
    description: 'page.netflix.description',
    guards: [],
    guestOnly: false,
    id: 'netflix',
    kind: 'service',
    path: '/netflix/',
    title: 'page.netflix.title',
    validation: null,
  },
  'no-logs-policy': {
    body: 'generic',
    description: 'page.no-logs-policy.description',
    guards: [],
    guestOnly: false,
    id: 'no-logs-policy',
    kind: 'marketing',
    path: '/no-logs-policy/',
    title: 'page.no-logs-policy.title',
    validation: null,
  },
  openvpn: {
    body: 'generic',
    description: 'page.openvpn.description',
    guards: [],
    guestOnly: false,
    id: 'openvpn',
    kind: 'marketing',
    path: '/openvpn/',
    title: 'page.openvpn.title',
    validation: null,
  },
  opera: {
    body: 'generic',
    description: 'page.opera.description',
    guards: [],
    guestOnly: false,
    id: 'opera',
    kind: 'marketing',
    path: '/opera/',
    title: 'page.opera.title',
    validation: null,
  },
  order: {
    body: 'order',
    description: 'page.order.description',
    guards: [],
    guestOnly: false,
    id: 'order',
    kind: 'app',
    path: '/order/',
    title: 'page.order.title',
    validation: null,
  },
  'password-generator': {
    body: 'generic',
    description: 'page.password-generator.description',
    guards: [],
    guestOnly: false,
    id: 'password-generator',
    kind: 'marketing',
    path: '/password-generator/',
    title: 'page.password-generator.title',
    validation: null,
  },
  'payment-failed': {
    body: 'payment',
    description: 'page.payment-failed.description',
    guards: [],
    guestOnly: false,
    id: 'payment-failed',
    kind: 'app',
    path: '/payment/failed/',
    title: 'page.payment-failed.title',
    validation: null,
  },
  'payment-pending': {
    body: 'payment',
    description: 'page.payment-pending.description',
    guards: [],
    guestOnly: false,
    id: 'payment-pending',
    kind: 'app',
    path: '/payment/pending/',
    title: 'page.payment-pending.title',
    validation: null,
  },
  'payment-success': {
    body: 'payment',
    description: 'page.payment-success.description',
    guards: [],
    guestOnly: false,
    id: 'payment-success',
    kind: 'app',
    path: '/payment/success/',
    title: 'page.payment-success.title',
    validation: null,
  },
  policy: {
    body: 'generic',
    description: 'page.policy.description',
    guards: [],
    guestOnly: false,
    id: 'policy',
    kind: 'marketing',
    path: '/policy/',
    title: 'page.policy.title',
    validation: null,
  },
  'profile-check': {
    body: 'session',
    description: 'page.profile-check.description',
    guards: [],
    guestOnly: false,
    id: 'profile-check',
    kind: 'app',
    path: '/profile-check/',
    title: 'page.profile-check.title',
    validation: null,
  },
  pubg: {
    body: 'generic',
    description: 'page.pubg.description',
    guards: [],
    guestOnly: false,
    id: 'pubg',
    kind: 'service',
    path: '/pubg/',
    title: 'page.pubg.title',
    validation: null,
  },
  reddit: {
    body: 'generic',
    description: 'page.reddit.description',
    guards: [],
    guestOnly: false,
    id: 'reddit',
    kind: 'service',
    path: '/reddit/',
    title: 'page.reddit.title',
    validation: null,
  },
  'referral-program': {
    body: 'generic',
    description: 'page.referral-program.description',
    guards: [],
    guestOnly: false,
    id: 'referral-program',
    kind: 'marketing',
    path: '/referral-program/',
    title: 'page.referral-program.title',
    validation: null,
  },
  refund: {
    body: 'generic',
    description: 'page.refund.description',
    guards: [],
    guestOnly: false,
    id: 'refund',
    kind: 'marketing',
    path: '/refund/',
    title: 'page.refund.title',
    validation: null,
  },
  reset: {
    body: 'auth',
    description: 'page.reset.description',
    guards: [],
    guestOnly: false,
    id: 'reset',
    kind: 'app',
    path: '/reset/',
    title: 'page.reset.title',
    validation: null,
  },
  roblox: {
    body: 'generic',
    description: 'page.roblox.description',
    guards: [],
    guestOnly: false,
    id: 'roblox',
    kind: 'service',
    path: '/roblox/',
    title: 'page.roblox.title',
    validation: null,
  },
  router: {
    body: 'generic',
    description: 'page.router.description',
    guards: [],
    guestOnly: false,
    id: 'router',
    kind: 'marketing',
    path: '/router/',
    title: 'page.router.title',
    validation: null,
  },
  servers: {
    body: 'generic',
    description: 'page.servers.description',
    guards: [],
    guestOnly: false,
    id: 'servers',
    kind: 'marketing',
    path: '/servers/',
    title: 'page.servers.title',
    validation: null,
  },
  'sign-up': {
    body: 'auth',
    description: 'page.sign-up.description',
    guards: [],
    guestOnly: false,
    id: 'sign-up',
    kind: 'app',
    path: '/sign-up/',
    title: 'page.sign-up.title',
    validation: null,
  },
  'steam-savings': {
    body: 'generic',
    description: 'page.steam-savings.description',
    guards: [],
    guestOnly: false,
    id: 'steam-savings',
    kind: 'marketing',
    path: '/steam-savings/',
    title: 'page.steam-savings.title',
    validation: null,
  },
  streaming: {
    body: 'generic',
    description: 'page.streaming.description',
    guards: [],
    guestOnly: false,
    id: 'streaming',
    kind: 'marketing',
    path: '/streaming/',
    title: 'page.streaming.title',
    validation: null,
  },
  telegram: {
    body: 'generic',
    description: 'page.telegram.description',
    guards: [],
    guestOnly: false,
    id: 'telegram',
    kind: 'service',
    path: '/telegram/',
    title: 'page.telegram.title',
    validation: null,
  },
  terms: {
    body: 'generic',
    description: 'page.terms.description',
    guards: [],
    guestOnly: false,
    id: 'terms',
    kind: 'marketing',
    path: '/terms/',
    title: 'page.terms.title',
    validation: null,
  },
  thanks: {
    body: 'generic',
    description: 'page.thanks.description',
    guards: [],
    guestOnly: false,
    id: 'thanks',
    kind: 'marketing',
    path: '/thanks/',
    title: 'page.thanks.title',
    validation: null,
  },
  tickets: {
    body: 'generic',
    description: 'page.tickets.description',
    guards: [],
    guestOnly: false,
    id: 'tickets',
    kind: 'marketing',
    path: '/tickets/',
    title: 'page.tickets.title',
    validation: null,
  },
  tiktok: {
    body: 'generic',
    description: 'page.tiktok.description',
    guards: [],
    guestOnly: false,
    id: 'tiktok',
    kind: 'service',
    path: '/tiktok/',
    title: 'page.tiktok.title',
    validation: null,
  },
  torrents: {
    body: 'generic',
    description: 'page.torrents.description',
    guards: [],
    guestOnly: false,
    id: 'torrents',
    kind: 'marketing',
    path: '/torrents/',
    title: 'page.torrents.title',
    validation: null,
  },
  twitter: {
    body: 'generic',
    description: 'page.twitter.description',
    guards: [],
    guestOnly: false,
    id: 'twitter',
    kind: 'service',
    path: '/twitter/',
    title: 'page.twitter.title',
    validation: null,
  },
  'virus-scan': {
    body: 'generic',
    description: 'page.virus-scan.description',
    guards: [],
    guestOnly: false,
    id: 'virus-scan',
    kind: 'marketing',
    path: '/virus-scan/',
    title: 'page.virus-scan.title',
    validation: null,
  },
  'vpn-comparison': {
    body: 'generic',
    description: 'page.vpn-comparison.description',
    guards: [],
    guestOnly: false,
    id: 'vpn-comparison',
    kind: 'marketing',
    path: '/vpn-comparison/',
    title: 'page.vpn-comparison.title',
    validation: null,
  },
  warzone: {
    body: 'generic',
    description: 'page.warzone.description',
    guards: [],
    guestOnly: false,
    id: 'warzone',
    kind: 'service',
    path: '/warzone/',
    title: 'page.warzone.title',
    validation: null,
  },
  'web-rtc': {
    body: 'generic',
    description: 'page.web-rtc.description',
    guards: [],
    guestOnly: false,
    id: 'web-rtc',
    kind: 'marketing',
    path: '/web-rtc/',
    title: 'page.web-rtc.title',
    validation: null,
  },
  whatsapp: {
    body: 'generic',
    description: 'page.whatsapp.description',
    guards: [],
    guestOnly: false,
    id: 'whatsapp',
    kind: 'service',
    path: '/whatsapp/',
    title: 'page.whatsapp.title',
    validation: null,
  },
  windows: {
    body: 'generic',
    description: 'page.windows.description',
    guards: [],
    guestOnly: false,
    id: 'windows',
    kind: 'marketing',
    path: '/windows/',
    title: 'page.windows.title',
    validation: null,
  },
  yandex: {
    body: 'generic',
    description: 'page.yandex.description',
    guards: [],
    guestOnly: false,
    id: 'yandex',
    kind: 'marketing',
    path: '/yandex/',
    title: 'page.yandex.title',
    validation: null,
  },
  'zendesk-sso': {
    body: 'session',
    description: 'page.zendesk-sso.description',
    guards: ['require-auth'],
    guestOnly: false,
    id: 'zendesk-sso',
    kind: 'app',
    path: '/zendesk/sso/',
    title: 'page.zendesk-sso.title',
    validation: null,
  },
};

/** The country landing: /{code}/ and /{code}/{service}/ (DECISIONS 5). */
export const countryPage: PageSpec = {
  body: 'country',
  description: 'page.country.description',
  guards: [],
  guestOnly: false,
  id: 'country',
  kind: 'country',
  path: '/{code}/',
  title: 'page.country.title',
  validation: 'country',
};

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

/** A page's path and its href under a locale. */
export type Route = RuntimeRoute<PageId, LocalePrefix>;

/** Every page but the item pages as { path, href }: no hand-typed URLs in components. */
export const routes = routeTable({
  aboutUs: { id: 'about-us', path: '/about-us/' },
  accessAppStore: { id: 'access-app-store', path: '/access-app-store/' },
  affiliateProgram: { id: 'affiliate-program', path: '/affiliate-program/' },
  alJazeera: { id: 'al-jazeera', path: '/al-jazeera/' },
  android: { id: 'android', path: '/android/' },
  androidTv: { id: 'android-tv', path: '/android-tv/' },
  anonymousBrowsing: { id: 'anonymous-browsing', path: '/anonymous-browsing/' },
  answers: { id: 'answers', path: '/answers/' },
  blog: { id: 'blog', path: '/blog/' },
  cabinet: { id: 'cabinet', path: '/cabinet/' },
  cabinetConfiguration: { id: 'cabinet-configuration', path: '/cabinet/configuration/' },
  cabinetDownload: { id: 'cabinet-download', path: '/cabinet/download/' },
  cabinetProfile: { id: 'cabinet-profile', path: '/cabinet/profile/' },
  carRental: { id: 'car-rental', path: '/car-rental/' },
  careers: { id: 'careers', path: '/careers/' },
  changeIp: { id: 'change-ip', path: '/change-ip/' },
  chrome: { id: 'chrome', path: '/chrome/' },
  confirm: { id: 'confirm', path: '/confirm/' },
  contactUs: { id: 'contact-us', path: '/contact-us/' },
  cookies: { id: 'cookies', path: '/cookies/' },
  dataProtection: { id: 'data-protection', path: '/data-protection/' },
  disneyPlus: { id: 'disney-plus', path: '/disney-plus/' },
  dnsCheck: { id: 'dns-check', path: '/dns-check/' },
  doubleVpn: { id: 'double-vpn', path: '/double-vpn/' },
  download: { id: 'download', path: '/download/' },
  edge: { id: 'edge', path: '/edge/' },
  encryption: { id: 'encryption', path: '/encryption/' },
  firefox: { id: 'firefox', path: '/firefox/' },
  forgotPassword: { id: 'forgot-password', path: '/forgot-password/' },
  freeFire: { id: 'free-fire', path: '/free-fire/' },
  freeServers: { id: 'free-servers', path: '/free-servers/' },
  freeVpnPc: { id: 'free-vpn-pc', path: '/free-vpn-pc/' },
  freeWifi: { id: 'free-wifi', path: '/free-wifi/' },
  gameloop: { id: 'gameloop', path: '/gameloop/' },
  gaming: { id: 'gaming', path: '/gaming/' },
  hotels: { id: 'hotels', path: '/hotels/' },
  instagram: { id: 'instagram', path: '/instagram/' },
  ios: { id: 'ios', path: '/ios/' },
  ipCheck: { id: 'ip-check', path: '/ip-check/' },
  linux: { id: 'linux', path: '/linux/' },
  liteVpnPolicy: { id: 'lite-vpn-policy', path: '/lite-vpn-policy/' },
  login: { id: 'login', path: '/login/' },
  mac: { id: 'mac', path: '/mac/' },
  main: { id: 'main', path: '/' },
  mobileLegends: { id: 'mobile-legends', path: '/mobile-legends/' },
  music: { id: 'music', path: '/music/' },
  netflix: { id: 'netflix', path: '/netflix/' },
  noLogsPolicy: { id: 'no-logs-policy', path: '/no-logs-policy/' },
  openvpn: { id: 'openvpn', path: '/openvpn/' },
  opera: { id: 'opera', path: '/opera/' },
  order: { id: 'order', path: '/order/' },
  passwordGenerator: { id: 'password-generator', path: '/password-generator/' },
  paymentFailed: { id: 'payment-failed', path: '/payment/failed/' },
  paymentPending: { id: 'payment-pending', path: '/payment/pending/' },
  paymentSuccess: { id: 'payment-success', path: '/payment/success/' },
  policy: { id: 'policy', path: '/policy/' },
  profileCheck: { id: 'profile-check', path: '/profile-check/' },
  pubg: { id: 'pubg', path: '/pubg/' },
  reddit: { id: 'reddit', path: '/reddit/' },
  referralProgram: { id: 'referral-program', path: '/referral-program/' },
  refund: { id: 'refund', path: '/refund/' },
  reset: { id: 'reset', path: '/reset/' },
  roblox: { id: 'roblox', path: '/roblox/' },
  router: { id: 'router', path: '/router/' },
  servers: { id: 'servers', path: '/servers/' },
  signUp: { id: 'sign-up', path: '/sign-up/' },
  steamSavings: { id: 'steam-savings', path: '/steam-savings/' },
  streaming: { id: 'streaming', path: '/streaming/' },
  telegram: { id: 'telegram', path: '/telegram/' },
  terms: { id: 'terms', path: '/terms/' },
  thanks: { id: 'thanks', path: '/thanks/' },
  tickets: { id: 'tickets', path: '/tickets/' },
  tiktok: { id: 'tiktok', path: '/tiktok/' },
  torrents: { id: 'torrents', path: '/torrents/' },
  twitter: { id: 'twitter', path: '/twitter/' },
  virusScan: { id: 'virus-scan', path: '/virus-scan/' },
  vpnComparison: { id: 'vpn-comparison', path: '/vpn-comparison/' },
  warzone: { id: 'warzone', path: '/warzone/' },
  webRtc: { id: 'web-rtc', path: '/web-rtc/' },
  whatsapp: { id: 'whatsapp', path: '/whatsapp/' },
  windows: { id: 'windows', path: '/windows/' },
  yandex: { id: 'yandex', path: '/yandex/' },
  zendeskSso: { id: 'zendesk-sso', path: '/zendesk/sso/' },
} as const satisfies Record<string, { readonly id: PageId; readonly path: string }>);
