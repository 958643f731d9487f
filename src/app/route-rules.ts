/**
 * The route rules of one navigation, run in the scope of the request (server) or the document
 * (browser): the session comes from that scope's stores, a restore goes through its effects, and
 * the effects the rules ask for are that scope's events.
 */
import { attach, createEffect, sample, scopeBind } from 'effector';
import type { GuardContext } from '../../generated/guards.ts';
import { $fromApp } from '../entities/app-mode/index.ts';
import { $sessionSnapshot, sessionRestoreFx, signedOut, tokenDeleted } from '../entities/session/index.ts';
import { guardChain, runChain, type ChainOutcome } from '../guards/index.ts';
import { browserState } from '../shared/browser/index.ts';

/** A navigation as the rules see it; the session is the scope's. */
export type RouteRulesInput = Omit<GuardContext, 'session'>;

const runChainFx = createEffect(async (start: GuardContext): Promise<ChainOutcome> => {
  // Bound while the handler still runs in the scope: the restore comes after awaits.
  const restoreSession = scopeBind(sessionRestoreFx, { safe: true });
  // The server has no storage, so no session to restore (its rules never ask).
  return runChain(guardChain, start, start.side === 'client' ? { restoreSession } : {});
});

/** Runs the chain for a navigation; done with the chain's verdict. */
export const routeRulesFx = attach({
  source: $sessionSnapshot,
  mapParams: (input: RouteRulesInput, session): GuardContext => ({ ...input, session: input.side === 'client' ? session : null }),
  effect: runChainFx,
});

/** Rule 5: source=app is remembered for the tab. */
export const sourceAppFlaggedFx = createEffect(() => browserState().storage.isSourceApp.set(true));

const asked = (kind: 'set-source-app' | 'delete-token' | 'sign-out') => (outcome: ChainOutcome) =>
  outcome.effects.some((effect) => effect.kind === kind);
sample({ clock: routeRulesFx.doneData, filter: asked('set-source-app'), target: sourceAppFlaggedFx });
sample({ clock: sourceAppFlaggedFx.done, fn: () => true, target: $fromApp });
sample({ clock: routeRulesFx.doneData, filter: asked('delete-token'), target: tokenDeleted });
sample({ clock: routeRulesFx.doneData, filter: asked('sign-out'), target: signedOut });
