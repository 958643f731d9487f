/* eslint-disable */
// Generated from spec/guards.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import { composeChain, selectGuards } from '../generator/runtime/rules.ts';
import type { EditionId } from './editions.ts';
import type { Resolution } from './resolver.ts';
import type { PageSpec, ValidationName } from './routes.ts';

/** The route rules, named as in guards.yaml. */
export type GuardId =
  | 'page-validation'
  | 'ru-regenerate'
  | 'session-restore'
  | 'require-auth'
  | 'source-app'
  | 'trailing-slash'
  | 'redirect-rules'
  | 'not-found';

export type GuardSide = 'server' | 'client';

/** The session as the side running the chain knows it (null on the server: tokens live in the browser). */
export interface SessionSnapshot {
  /** A token is stored. */
  readonly tokenStored: boolean;
  /** The user's data has loaded. */
  readonly userLoaded: boolean;
  /** A restore was tried during this navigation and failed. */
  readonly restoreFailed: boolean;
  /** Token, e-mail and user data are all present (product spec §4). */
  readonly signedIn: boolean;
  /** allow_config_page of the loaded user. */
  readonly allowConfigPage: boolean;
}

/** What every guard reads. */
export interface GuardContext {
  /** The requested URL. */
  readonly url: URL;
  /** The edition serving the request. */
  readonly edition: EditionId;
  /** Where the chain runs now. */
  readonly side: GuardSide;
  /** What the resolver made of the path. */
  readonly resolution: Resolution;
  /** The page matched, or null when nothing matched. */
  readonly page: PageSpec | null;
  readonly session: SessionSnapshot | null;
  /** A fresh id 'u' + 20 digits (RU edition rewrite). */
  readonly randomId: () => string;
}

/** Side effects a guard asks the runner to perform. */
export type GuardEffect = { readonly kind: 'set-source-app' } | { readonly kind: 'delete-token' } | { readonly kind: 'sign-out' };

/** What a guard decides. 'needs-session' asks the runner to restore the session and run the guard again. */
export type GuardResult =
  | { readonly kind: 'continue'; readonly effects?: readonly GuardEffect[] }
  | {
      readonly kind: 'redirect';
      readonly to: string;
      readonly status: 301 | 302 | 307 | 308;
      /** The target leaves the site: a full page load. */
      readonly external: boolean;
      readonly effects?: readonly GuardEffect[];
    }
  | { readonly kind: 'not-found'; readonly message: string }
  | { readonly kind: 'needs-session' };

/** A route rule: a pure function of its context. */
export type Guard = (ctx: GuardContext) => GuardResult;

/** A page validation check: true passes; 'needs-session' when it cannot tell before the user loads. */
export type Validator = (ctx: GuardContext) => boolean | 'needs-session';

/** One implementation per guard of guards.yaml: a missing one is a type error. */
export type GuardImplementations = { readonly [K in GuardId]: Guard };

/** One implementation per validation named in routes.yaml. */
export type ValidationImplementations = { readonly [K in ValidationName]: Validator };

/** A guard in the chain, with where it runs. */
export interface GuardEntry {
  readonly id: GuardId;
  readonly runs: 'server' | 'client' | 'both';
  readonly appliesTo: 'all' | 'listed';
  readonly rule: string;
  readonly guard: Guard;
}

/** The chain in the order of guards.yaml (product spec §2). */
export const guardTable = [
  {
    appliesTo: 'all',
    id: 'page-validation',
    rule: "A page's validation check must pass, else 404 'Page Not Found: {path}'.",
    runs: 'both',
  },
  {
    appliesTo: 'all',
    id: 'ru-regenerate',
    rule: 'RU edition only; regenerate=true is removed and any id u+20 digits in the query is replaced by a new random one.',
    runs: 'both',
  },
  {
    appliesTo: 'all',
    id: 'session-restore',
    rule: 'A stored token with no loaded user restores the session; on failure the token is deleted and the user goes to login. A signed-in user on a guest-only page goes to the profile.',
    runs: 'client',
  },
  {
    appliesTo: 'listed',
    id: 'require-auth',
    rule: 'A page requiring authentication, opened signed out, signs the user out and goes to login.',
    runs: 'client',
  },
  {
    appliesTo: 'all',
    id: 'source-app',
    rule: 'Query source=app stores isSourceApp in session storage.',
    runs: 'client',
  },
  {
    appliesTo: 'all',
    id: 'trailing-slash',
    rule: 'A path without its trailing slash is redirected to the slashed form, keeping the query (301 from the server).',
    runs: 'both',
  },
  {
    appliesTo: 'all',
    id: 'redirect-rules',
    rule: 'The server redirect rules of redirects.yaml; an absolute target leaves the site by a full page load.',
    runs: 'both',
  },
  {
    appliesTo: 'all',
    id: 'not-found',
    rule: "No match gives 404 'Page not found: {path}'.",
    runs: 'both',
  },
] as const;

/** Composes the hand-written guards in the order of the spec. */
export const createGuardChain = (implementations: GuardImplementations): readonly GuardEntry[] => composeChain(guardTable, implementations);

/** The guards that run on a side for a page, in chain order. */
export const guardsFor = (chain: readonly GuardEntry[], side: GuardSide, page: PageSpec | null): readonly GuardEntry[] =>
  selectGuards(chain, side, page?.guards ?? null);
