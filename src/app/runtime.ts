/** What the page loader needs from the side it runs on (server or browser). */
import type { EditionId, EnvironmentId } from '../../generated/editions.ts';
import type { GuardEffect, GuardSide, SessionSnapshot } from '../../generated/guards.ts';

export interface AppRuntime {
  readonly side: GuardSide;
  readonly env: EnvironmentId | null;
  /** The configured help desk for support sign-on, or null. */
  readonly helpDeskUrl: string | null;
  /** The edition serving this document (by its host; a switch of host is a full page load). */
  edition(): EditionId;
  /** The session as this side knows it; null on the server. */
  session(): SessionSnapshot | null;
  /** Restores the session from the stored token (browser only). */
  restoreSession?: () => Promise<SessionSnapshot>;
  /** Performs what the guards asked for (browser only; the server has no storage). */
  applyEffects(effects: readonly GuardEffect[]): void;
  randomId(): string;
  /** The user agent, for keeping crawler errors off the page. */
  userAgent(): string;
}
