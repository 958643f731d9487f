/* eslint-disable */
// Generated from spec/api.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

export interface paths {
  '/config/{pool}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A configuration file. */
    get: operations['getConfig'];
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
    /** Sign in. */
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
    /** End the session. */
    post: operations['logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pools': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Server pools. */
    get: operations['listPools'];
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
    /** The popup list, from the CDN. */
    get: operations['listPopups'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/token/jwt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A signed JWT. */
    post: operations['getJwt'];
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
    Credentials: {
      /** Format: email */
      email: string;
      password: string;
    };
    ErrorBody: {
      code: string;
    };
    /** @enum {string} */
    Gateway: 'stripe';
    Pool: {
      id: string;
      premium: boolean;
    };
    TokenResponse: {
      token: string;
    };
  };
  responses: {
    /** @description An error. */
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
    /** @description The page locale prefix. */
    XLocale: string;
    XPlatformKey: 'site';
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getConfig: {
    parameters: {
      query: {
        protocol: 'udp' | 'tcp';
      };
      header: {
        'x-config-key': string;
      };
      path: {
        pool: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
        };
      };
      404: components['responses']['Error'];
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
    };
  };
  listPools: {
    parameters: {
      query?: {
        country?: string;
        premium?: boolean;
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
          'application/json': components['schemas']['Pool'][];
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
          'application/json': Record<string, never>[];
        };
      };
    };
  };
  getJwt: {
    parameters: {
      query?: never;
      header: {
        'x-device-note'?: string;
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
          'application/json': {
            jwt: string;
          };
        };
      };
    };
  };
}
