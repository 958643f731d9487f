/* eslint-disable */
// Generated from spec/api.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

export interface paths {
  '/affiliate-postback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Forward a conversion to the affiliate network. */
    post: operations['sendAffiliatePostback'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/affiliate/event': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record an affiliate event (visit, sign-up, purchase). */
    post: operations['sendAffiliateEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dns-leak': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a DNS leak test; the key in the answer is the only way to read its results. */
    post: operations['startDnsLeakTest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dns-leak/{testId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The resolvers that looked up a test's names so far. */
    get: operations['getDnsLeakResult'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/forgot': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a password-reset e-mail; the answer never reveals whether the address exists. */
    post: operations['forgotPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ip': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The visitor's IP address, its country and network, and whether it is the VPN's. */
    get: operations['getIp'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with e-mail and password. */
    post: operations['login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End the session of the bearer token. */
    post: operations['logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/nodes-pools': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Server locations (pools), public; a configuration can be made for any of them. */
    get: operations['listNodesPools'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/popups/{productId}.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The service popup list of a product, from the CDN (no API base, DECISIONS 10). */
    get: operations['listPopups'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an account and send the confirmation e-mail. */
    post: operations['register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/subscriptions/aliumpay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Cancel the Aliumpay subscription at the end of its period. */
    delete: operations['cancelAliumpaySubscription'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/subscriptions/stripe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Cancel the Stripe subscription at the end of its period. */
    delete: operations['cancelStripeSubscription'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/token/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Tell whether a bearer token (session, confirmation or reset) is valid. */
    post: operations['checkToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm the e-mail address with the confirmation token as bearer token. */
    post: operations['confirmEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/confirm/send': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send the confirmation e-mail again. */
    post: operations['sendConfirmation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/password/change': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change the password of the signed-in user. */
    post: operations['changePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/password/reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with the reset token from the e-mail as bearer token. */
    post: operations['resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/token/jwt-zendesk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A signed JWT for the help desk's single sign-on. */
    post: operations['getZendeskJwt'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/connection/config/premium': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The connection configuration file of a pool, for a premium user. */
    get: operations['getPremiumConfig'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v3/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user. */
    get: operations['getUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v4/action-key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a one-time action key. */
    post: operations['createActionKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v4/action-key/redeem': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Exchange an action key for a session token, once. */
    post: operations['redeemActionKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v4/checkout/{gateway}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start paying an order through a gateway. */
    post: operations['checkout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v4/contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a message to support from the contact form. */
    post: operations['sendContactMessage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v4/email/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Tell whether an address can be used to sign up. */
    get: operations['checkEmail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v4/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an order for a plan. */
    post: operations['createOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v4/orders/{orderId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of the signed-in user's orders, with its state (the payment pages poll it). */
    get: operations['getOrder'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v4/promo-codes/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Tell whether a promo code applies. */
    get: operations['checkPromoCode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks/stripe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stripe's webhook events about checkout sessions and subscriptions (signed in the Stripe-Signature header). */
    post: operations['receiveStripeWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    Access: {
      type: components['schemas']['AccessType'];
    };
    /** @enum {string} */
    AccessType: 'premium' | 'public';
    ActionKey: {
      expires_at?: number;
      key: string;
    };
    ActionKeyRedeem: {
      key: string;
    };
    AffiliateEvent: {
      aid?: string;
      btag?: string;
      /** @enum {string} */
      event: 'visit' | 'sign-up' | 'purchase';
    };
    AffiliatePostback: {
      aid?: string;
      btag?: string;
      order_id: string;
    };
    Checkout: {
      redirect_url: string;
    };
    CheckoutRequest: {
      order_id: string;
      return_url?: string;
    };
    ContactRequest: {
      email: components['schemas']['Email'];
      locale?: string;
      message: string;
      name: string;
      topic: components['schemas']['ContactTopic'];
    };
    /** @enum {string} */
    ContactTopic: 'general' | 'account' | 'billing' | 'technical' | 'privacy' | 'partnership';
    Credentials: {
      email: components['schemas']['Email'];
      password: string;
    };
    DnsLeakResult: {
      names: number;
      resolvers: components['schemas']['DnsResolver'][];
    };
    DnsLeakTest: {
      expires_at: string;
      id: string;
      key: string;
      lookups: number;
      zone: string;
    };
    DnsResolver: {
      country_code: string | null;
      ip: string;
      lookups: number;
      operator: components['schemas']['NetworkOperator'] | null;
      vpn: boolean;
    };
    /** Format: email */
    Email: string;
    EmailCheck: {
      available: boolean;
    };
    ErrorBody: {
      code: string;
      fields?: string[];
      message: string;
    };
    ForgotRequest: {
      email: components['schemas']['Email'];
      locale?: string;
    };
    /** @enum {string} */
    Gateway: 'stripe' | 'ios' | 'play' | 'huawei' | 'amazon' | 'aliumpay';
    IpInfo: {
      country_code?: string | null;
      ip: string;
      operator?: components['schemas']['NetworkOperator'] | null;
      protected?: boolean;
      region?: string | null;
      /** @enum {integer} */
      version?: 4 | 6;
    };
    NetworkOperator: {
      asn: number;
      name: string;
    };
    NodesPool: {
      country_code: string;
      id: string;
      name: string;
      premium: boolean;
    };
    Order: {
      amount: number;
      created_at: number;
      currency: string;
      discount_percent?: number;
      full_amount?: number;
      gateway_key?: components['schemas']['Gateway'];
      id: string;
      new_account?: boolean;
      plan_id: string;
      promo_code?: string;
      status: components['schemas']['OrderStatus'];
      token?: string;
    };
    OrderRequest: {
      email?: components['schemas']['Email'];
      plan_id: string;
      promo_code?: string;
    };
    /** @enum {string} */
    OrderStatus: 'created' | 'pending' | 'paid' | 'failed' | 'refunded';
    Password: string;
    PasswordChangeRequest: {
      current_password: string;
      new_password: components['schemas']['Password'];
    };
    PasswordResetRequest: {
      password: components['schemas']['Password'];
    };
    Payment: {
      amount: number;
      created_at: number;
      currency: string;
      gateway_key: components['schemas']['Gateway'];
      id: string;
      plan_id?: string;
      /** @enum {string} */
      status: 'pending' | 'success' | 'failed' | 'refunded';
    };
    Popup: {
      country: string;
      /** @enum {integer} */
      display_type: 0 | 1;
      expired_at: number;
      id: number;
      isShown?: boolean;
      link?: string;
      /** @enum {integer} */
      popup_type: 0 | 1;
      translate: {
        [key: string]: components['schemas']['PopupTranslation'];
      };
      /** @enum {integer} */
      type: 0 | 1 | 2;
    };
    PopupCache: {
      popups: components['schemas']['Popup'][];
      popupUpdate: number;
    };
    PopupTranslation: {
      action?: string;
      description?: string;
      title?: string;
    };
    PromoCheck: {
      discount_percent?: number;
      plan_ids?: string[];
      /** @enum {string} */
      reason?: 'not-started' | 'expired' | 'used-up';
      valid: boolean;
    };
    /** @enum {string} */
    Protocol: 'openvpn-udp' | 'openvpn-tcp' | 'wireguard';
    RegisterRequest: {
      email: components['schemas']['Email'];
      locale?: string;
      password: components['schemas']['Password'];
    };
    Subscription: {
      expires_at?: number;
      gateway_key: components['schemas']['Gateway'];
      is_canceled: boolean;
      plan_id?: string;
    };
    TokenCheck: {
      /** @enum {string} */
      purpose: 'session' | 'confirm' | 'reset';
      /** @constant */
      valid: true;
    };
    TokenResponse: {
      token: string;
    };
    User: {
      access: components['schemas']['Access'] | null;
      allow_config_page: boolean;
      email: components['schemas']['Email'];
      email_confirmed?: boolean;
      has_password?: boolean;
      payments: components['schemas']['Payment'][];
      subscription: components['schemas']['Subscription'] | null;
    };
    ZendeskJwt: {
      jwt: string;
    };
  };
  responses: {
    /** @description An error; `code` is stable, `message` is for logs, `fields` names invalid inputs. */
    Error: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description A session token. */
    Token: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['TokenResponse'];
      };
    };
  };
  parameters: {
    /** @description The page locale's BCP 47 tag. */
    AcceptLanguage: string;
    /** @description The page locale prefix. */
    XLocale: string;
    /** @description Always `site`. */
    XPlatformKey: 'site';
    /** @description The current domain. */
    XWebsite: string;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  sendAffiliatePostback: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AffiliatePostback'];
      };
    };
    responses: {
      /** @description Forwarded, now or before. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: components['responses']['Error'];
      422: components['responses']['Error'];
    };
  };
  sendAffiliateEvent: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AffiliateEvent'];
      };
    };
    responses: {
      /** @description Recorded. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      422: components['responses']['Error'];
    };
  };
  startDnsLeakTest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The test, alive for tools.dnsLeak.testMinutes. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DnsLeakTest'];
        };
      };
      429: components['responses']['Error'];
      503: components['responses']['Error'];
    };
  };
  getDnsLeakResult: {
    parameters: {
      query?: never;
      header: {
        /** @description The key the test was started with. */
        'x-test-key': string;
      };
      path: {
        testId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The resolvers seen. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DnsLeakResult'];
        };
      };
      404: components['responses']['Error'];
    };
  };
  forgotPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ForgotRequest'];
      };
    };
    responses: {
      /** @description Accepted, whether or not the address exists. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      422: components['responses']['Error'];
      429: components['responses']['Error'];
    };
  };
  getIp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The address. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IpInfo'];
        };
      };
    };
  };
  login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['Credentials'];
      };
    };
    responses: {
      200: components['responses']['Token'];
      401: components['responses']['Error'];
      422: components['responses']['Error'];
      429: components['responses']['Error'];
    };
  };
  logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Error'];
    };
  };
  listNodesPools: {
    parameters: {
      query?: {
        country?: string;
        protocol?: components['schemas']['Protocol'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The pools. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NodesPool'][];
        };
      };
    };
  };
  listPopups: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The popups. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Popup'][];
        };
      };
    };
  };
  register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegisterRequest'];
      };
    };
    responses: {
      201: components['responses']['Token'];
      409: components['responses']['Error'];
      422: components['responses']['Error'];
    };
  };
  cancelAliumpaySubscription: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cancelled. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  cancelStripeSubscription: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cancelled. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Error'];
      404: components['responses']['Error'];
      503: components['responses']['Error'];
    };
  };
  checkToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The token is valid. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenCheck'];
        };
      };
      401: components['responses']['Error'];
    };
  };
  confirmEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Token'];
      401: components['responses']['Error'];
    };
  };
  sendConfirmation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Sent. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Error'];
      409: components['responses']['Error'];
      429: components['responses']['Error'];
    };
  };
  changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordChangeRequest'];
      };
    };
    responses: {
      /** @description Changed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      422: components['responses']['Error'];
    };
  };
  resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordResetRequest'];
      };
    };
    responses: {
      200: components['responses']['Token'];
      401: components['responses']['Error'];
      422: components['responses']['Error'];
    };
  };
  getZendeskJwt: {
    parameters: {
      query?: never;
      header: {
        /** @description Always `site`. */
        'x-platform-key': components['parameters']['XPlatformKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The JWT. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ZendeskJwt'];
        };
      };
      401: components['responses']['Error'];
    };
  };
  getPremiumConfig: {
    parameters: {
      query: {
        pool: string;
        protocol?: components['schemas']['Protocol'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The configuration file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      401: components['responses']['Error'];
    };
  };
  createActionKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      /** @description The key. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ActionKey'];
        };
      };
      401: components['responses']['Error'];
    };
  };
  redeemActionKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ActionKeyRedeem'];
      };
    };
    responses: {
      200: components['responses']['Token'];
      401: components['responses']['Error'];
      422: components['responses']['Error'];
    };
  };
  checkout: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        gateway: components['schemas']['Gateway'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CheckoutRequest'];
      };
    };
    responses: {
      /** @description Where the buyer goes to pay. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Checkout'];
        };
      };
      401: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
      422: components['responses']['Error'];
      503: components['responses']['Error'];
    };
  };
  sendContactMessage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ContactRequest'];
      };
    };
    responses: {
      /** @description Received; support answers by e-mail. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      422: components['responses']['Error'];
      429: components['responses']['Error'];
    };
  };
  checkEmail: {
    parameters: {
      query: {
        email: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Whether the address is free. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailCheck'];
        };
      };
      422: components['responses']['Error'];
    };
  };
  createOrder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OrderRequest'];
      };
    };
    responses: {
      /** @description The order. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Order'];
        };
      };
      409: components['responses']['Error'];
      422: components['responses']['Error'];
    };
  };
  getOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Order'];
        };
      };
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  checkPromoCode: {
    parameters: {
      query: {
        code: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The promo code's effect; `valid` false with the reason for a known code that cannot be used now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PromoCheck'];
        };
      };
      404: components['responses']['Error'];
    };
  };
  receiveStripeWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      /** @description Handled (or seen before). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      503: components['responses']['Error'];
    };
  };
}
