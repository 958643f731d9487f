/** What the page loader needs from the side it runs on (server or browser). */
import type { Scope } from 'effector';
import type { ReactNode } from 'react';
import type { EditionId, EnvironmentId } from '../../generated/editions.ts';
import type { GuardSide } from '../../generated/guards.ts';
import type { IpInfo } from '../../generated/api/schemas.ts';
import type { BrowserHints } from '../shared/lib/platform.ts';

/** Wraps views in the Effector provider of the scope. */
export type ScopeProvider = (children: ReactNode) => ReactNode;

/** The provider once there is a scope: at once on the server, in the browser when the models have loaded. */
export interface ModelsSlot {
  provider(): ScopeProvider | null;
  subscribe(listener: () => void): () => void;
}

export interface AppRuntime {
  readonly side: GuardSide;
  readonly env: EnvironmentId | null;
  /** The configured help desk for support sign-on, or null. */
  readonly helpDeskUrl: string | null;
  /**
   * The Effector scope of this request (server, one per render) or of this document (browser,
   * once the models have loaded: boot.ts): the route rules and the page's start run in it, and the
   * views read it.
   */
  readonly scope: Scope;
  /** The scope's provider for views that read the models through effector-react (src/app/page-shell.tsx). */
  readonly models: ModelsSlot;
  /** The edition serving this document (by its host; a switch of host is a full page load). */
  edition(): EditionId;
  randomId(): string;
  /** The user agent, for keeping crawler errors off the page. */
  userAgent(): string;
  /** What the browser says about itself: the request's headers on the server, navigator in the browser. */
  browser(): BrowserHints;
  /** Server only: the ids of the messages the render formatted, which the page carries (frame-messages.ts). */
  readonly usedMessages?: Set<string>;
  /** The visitor's address as /ip answers it (server only, where the site runs the API). */
  readonly visitorIp?: () => Promise<IpInfo | null>;
}
