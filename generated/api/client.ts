/* eslint-disable */
// Generated from spec/api.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import createClient from 'openapi-fetch';
import * as z from 'zod/mini';
import {
  call,
  defaultHeaders,
  init,
  type ApiResult,
  type CallOptions,
  type DefaultHeader,
  type FetchResult,
  type HeaderContext,
} from '../../generator/runtime/api-client.ts';
import * as schemas from './schemas.ts';
import type { operations, paths } from './types.ts';
export type { ApiError, ApiResult, CallOptions } from '../../generator/runtime/api-client.ts';

/** The headers every call sends (x-default-headers of spec/api.yaml). */
export const apiDefaultHeaders = [
  { name: 'x-website', key: 'xWebsite' },
  { name: 'x-locale', key: 'xLocale' },
  { name: 'Accept-Language', key: 'acceptLanguage' },
] as const satisfies readonly DefaultHeader<string>[];

/** Values of the default headers and the session token, read at each call. */
export interface ApiContext extends HeaderContext<(typeof apiDefaultHeaders)[number]['key']> {
  /** x-website: The current domain. */
  readonly xWebsite: string;
  /** x-locale: The page locale prefix. */
  readonly xLocale: string;
  /** Accept-Language: The page locale's BCP 47 tag. */
  readonly acceptLanguage: string;
}

export interface ApiOptions {
  /** The API base, e.g. http://localhost:3000/api. */
  readonly baseUrl: string;
  /** The CDN base of the popup list, e.g. http://localhost:3000/cdn. */
  readonly cdnBaseUrl: string;
  readonly context: () => ApiContext;
  readonly fetch?: typeof globalThis.fetch;
}

/** One typed function per operation of api.yaml, each returning { response, error }. */
export function createApi(options: ApiOptions) {
  const api = createClient<paths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  api.use(defaultHeaders(apiDefaultHeaders, options.context));
  const cdn = createClient<paths>({ baseUrl: options.cdnBaseUrl, fetch: options.fetch });
  return {
    /** POST /affiliate-postback: Forward a conversion to the affiliate network. */
    sendAffiliatePostback: (
      input: { body: NonNullable<operations['sendAffiliatePostback']['requestBody']>['content']['application/json'] },
      options?: CallOptions,
    ): Promise<ApiResult<undefined>> => call(api.POST('/affiliate-postback', { body: input.body, ...init(options) }), null),
    /** POST /affiliate/event: Record an affiliate event (visit, sign-up, purchase). Bearer token. */
    sendAffiliateEvent: (
      input: { body: NonNullable<operations['sendAffiliateEvent']['requestBody']>['content']['application/json'] },
      options?: CallOptions,
    ): Promise<ApiResult<undefined>> => call(api.POST('/affiliate/event', { body: input.body, ...init(options) }), null),
    /** POST /dns-leak: Start a DNS leak test; the key in the answer is the only way to read its results. */
    startDnsLeakTest: (options?: CallOptions): Promise<ApiResult<schemas.DnsLeakTest>> =>
      call(api.POST('/dns-leak', { ...init(options) }), schemas.DnsLeakTest),
    /** GET /dns-leak/{testId}: The resolvers that looked up a test's names so far. */
    getDnsLeakResult: (
      input: { path: NonNullable<operations['getDnsLeakResult']['parameters']['path']>; header: { readonly 'x-test-key': string } },
      options?: CallOptions,
    ): Promise<ApiResult<schemas.DnsLeakResult>> =>
      call(api.GET('/dns-leak/{testId}', { params: { path: input.path, header: input.header }, ...init(options) }), schemas.DnsLeakResult),
    /** POST /forgot: Send a password-reset e-mail; the answer never reveals whether the address exists. */
    forgotPassword: (
      input: { body: NonNullable<operations['forgotPassword']['requestBody']>['content']['application/json'] },
      options?: CallOptions,
    ): Promise<ApiResult<undefined>> => call(api.POST('/forgot', { body: input.body, ...init(options) }), null),
    /** GET /ip: The visitor's IP address, its country and network, and whether it is the VPN's. */
    getIp: (options?: CallOptions): Promise<ApiResult<schemas.IpInfo>> => call(api.GET('/ip', { ...init(options) }), schemas.IpInfo),
    /** POST /login: Sign in with e-mail and password. */
    login: (
      input: { body: NonNullable<operations['login']['requestBody']>['content']['application/json'] },
      options?: CallOptions,
    ): Promise<ApiResult<schemas.TokenResponse>> => call(api.POST('/login', { body: input.body, ...init(options) }), schemas.TokenResponse),
    /** POST /logout: End the session of the bearer token. Bearer token. */
    logout: (options?: CallOptions): Promise<ApiResult<undefined>> => call(api.POST('/logout', { ...init(options) }), null),
    /** GET /nodes-pools: Server locations (pools), public; a configuration can be made for any of them. Bearer token. */
    listNodesPools: (
      input: { query?: NonNullable<operations['listNodesPools']['parameters']['query']> },
      options?: CallOptions,
    ): Promise<ApiResult<Array<schemas.NodesPool>>> =>
      call(api.GET('/nodes-pools', { params: { query: input.query }, ...init(options) }), z.array(schemas.NodesPool)),
    /** GET /popups/{productId}.json: The service popup list of a product, from the CDN (no API base, DECISIONS 10). */
    listPopups: (
      input: { path: NonNullable<operations['listPopups']['parameters']['path']> },
      options?: CallOptions,
    ): Promise<ApiResult<Array<schemas.Popup>>> =>
      call(cdn.GET('/popups/{productId}.json', { params: { path: input.path }, ...init(options) }), z.array(schemas.Popup)),
    /** POST /register: Create an account and send the confirmation e-mail. */
    register: (
      input: { body: NonNullable<operations['register']['requestBody']>['content']['application/json'] },
      options?: CallOptions,
    ): Promise<ApiResult<schemas.TokenResponse>> =>
      call(api.POST('/register', { body: input.body, ...init(options) }), schemas.TokenResponse),
    /** DELETE /subscriptions/aliumpay: Cancel the Aliumpay subscription at the end of its period. Bearer token. */
    cancelAliumpaySubscription: (options?: CallOptions): Promise<ApiResult<undefined>> =>
      call(api.DELETE('/subscriptions/aliumpay', { ...init(options) }), null),
    /** DELETE /subscriptions/stripe: Cancel the Stripe subscription at the end of its period. Bearer token. */
    cancelStripeSubscription: (options?: CallOptions): Promise<ApiResult<undefined>> =>
      call(api.DELETE('/subscriptions/stripe', { ...init(options) }), null),
    /** POST /token/check: Tell whether a bearer token (session, confirmation or reset) is valid. Bearer token. */
    checkToken: (options?: CallOptions): Promise<ApiResult<schemas.TokenCheck>> =>
      call(api.POST('/token/check', { ...init(options) }), schemas.TokenCheck),
    /** POST /user/confirm: Confirm the e-mail address with the confirmation token as bearer token. Bearer token. */
    confirmEmail: (options?: CallOptions): Promise<ApiResult<schemas.TokenResponse>> =>
      call(api.POST('/user/confirm', { ...init(options) }), schemas.TokenResponse),
    /** POST /user/confirm/send: Send the confirmation e-mail again. Bearer token. */
    sendConfirmation: (options?: CallOptions): Promise<ApiResult<undefined>> =>
      call(api.POST('/user/confirm/send', { ...init(options) }), null),
    /** POST /user/password/change: Change the password of the signed-in user. Bearer token. */
    changePassword: (
      input: { body: NonNullable<operations['changePassword']['requestBody']>['content']['application/json'] },
      options?: CallOptions,
    ): Promise<ApiResult<undefined>> => call(api.POST('/user/password/change', { body: input.body, ...init(options) }), null),
    /** POST /user/password/reset: Set a new password with the reset token from the e-mail as bearer token. Bearer token. */
    resetPassword: (
      input: { body: NonNullable<operations['resetPassword']['requestBody']>['content']['application/json'] },
      options?: CallOptions,
    ): Promise<ApiResult<schemas.TokenResponse>> =>
      call(api.POST('/user/password/reset', { body: input.body, ...init(options) }), schemas.TokenResponse),
    /** POST /v1/token/jwt-zendesk: A signed JWT for the help desk's single sign-on. Bearer token. */
    getZendeskJwt: (options?: CallOptions): Promise<ApiResult<schemas.ZendeskJwt>> =>
      call(api.POST('/v1/token/jwt-zendesk', { params: { header: { 'x-platform-key': 'site' } }, ...init(options) }), schemas.ZendeskJwt),
    /** GET /v2/connection/config/premium: The connection configuration file of a pool, for a premium user. Bearer token. */
    getPremiumConfig: (
      input: { query: NonNullable<operations['getPremiumConfig']['parameters']['query']> },
      options?: CallOptions,
    ): Promise<ApiResult<string>> =>
      call(api.GET('/v2/connection/config/premium', { params: { query: input.query }, parseAs: 'text', ...init(options) }), z.string()),
    /** GET /v3/user: The signed-in user. Bearer token. */
    getUser: (options?: CallOptions): Promise<ApiResult<schemas.User>> => call(api.GET('/v3/user', { ...init(options) }), schemas.User),
    /** POST /v4/action-key: Create a one-time action key. Bearer token. */
    createActionKey: (
      input: { body: NonNullable<operations['createActionKey']['requestBody']>['content']['application/json'] },
      options?: CallOptions,
    ): Promise<ApiResult<schemas.ActionKey>> => call(api.POST('/v4/action-key', { body: input.body, ...init(options) }), schemas.ActionKey),
    /** POST /v4/action-key/redeem: Exchange an action key for a session token, once. */
    redeemActionKey: (
      input: { body: NonNullable<operations['redeemActionKey']['requestBody']>['content']['application/json'] },
      options?: CallOptions,
    ): Promise<ApiResult<schemas.TokenResponse>> =>
      call(api.POST('/v4/action-key/redeem', { body: input.body, ...init(options) }), schemas.TokenResponse),
    /** POST /v4/checkout/{gateway}: Start paying an order through a gateway. Bearer token. */
    checkout: (
      input: {
        path: NonNullable<operations['checkout']['parameters']['path']>;
        body: NonNullable<operations['checkout']['requestBody']>['content']['application/json'];
      },
      options?: CallOptions,
    ): Promise<ApiResult<schemas.Checkout>> =>
      call(api.POST('/v4/checkout/{gateway}', { params: { path: input.path }, body: input.body, ...init(options) }), schemas.Checkout),
    /** POST /v4/contact: Send a message to support from the contact form. */
    sendContactMessage: (
      input: { body: NonNullable<operations['sendContactMessage']['requestBody']>['content']['application/json'] },
      options?: CallOptions,
    ): Promise<ApiResult<undefined>> => call(api.POST('/v4/contact', { body: input.body, ...init(options) }), null),
    /** GET /v4/email/check: Tell whether an address can be used to sign up. */
    checkEmail: (
      input: { query: NonNullable<operations['checkEmail']['parameters']['query']> },
      options?: CallOptions,
    ): Promise<ApiResult<schemas.EmailCheck>> =>
      call(api.GET('/v4/email/check', { params: { query: input.query }, ...init(options) }), schemas.EmailCheck),
    /** POST /v4/orders: Create an order for a plan. Bearer token. */
    createOrder: (
      input: { body: NonNullable<operations['createOrder']['requestBody']>['content']['application/json'] },
      options?: CallOptions,
    ): Promise<ApiResult<schemas.Order>> => call(api.POST('/v4/orders', { body: input.body, ...init(options) }), schemas.Order),
    /** GET /v4/orders/{orderId}: One of the signed-in user's orders, with its state (the payment pages poll it). Bearer token. */
    getOrder: (
      input: { path: NonNullable<operations['getOrder']['parameters']['path']> },
      options?: CallOptions,
    ): Promise<ApiResult<schemas.Order>> =>
      call(api.GET('/v4/orders/{orderId}', { params: { path: input.path }, ...init(options) }), schemas.Order),
    /** GET /v4/promo-codes/check: Tell whether a promo code applies. */
    checkPromoCode: (
      input: { query: NonNullable<operations['checkPromoCode']['parameters']['query']> },
      options?: CallOptions,
    ): Promise<ApiResult<schemas.PromoCheck>> =>
      call(api.GET('/v4/promo-codes/check', { params: { query: input.query }, ...init(options) }), schemas.PromoCheck),
    /** POST /webhooks/stripe: Stripe's webhook events about checkout sessions and subscriptions (signed in the Stripe-Signature header). */
    receiveStripeWebhook: (
      input: { body: NonNullable<operations['receiveStripeWebhook']['requestBody']>['content']['application/json'] },
      options?: CallOptions,
    ): Promise<ApiResult<undefined>> => call(api.POST('/webhooks/stripe', { body: input.body, ...init(options) }), null),
    /** GET on a caller-given path below the API base: generic service data, unvalidated. */
    getServiceData: (path: string, options?: CallOptions): Promise<ApiResult<unknown>> =>
      call((api.GET as unknown as (path: string, init: object) => Promise<FetchResult>)(path, init(options)), z.unknown()),
  };
}

export type Api = ReturnType<typeof createApi>;
