/** Runs the route-rule chain for one navigation: each guard in order until one decides. */
import { guardsFor, type GuardContext, type GuardEffect, type GuardEntry, type SessionSnapshot } from '../../generated/guards.ts';

/** The chain's verdict, with the effects the guards asked for on the way. */
export type ChainOutcome =
  | { readonly kind: 'continue'; readonly effects: readonly GuardEffect[]; readonly session: SessionSnapshot | null }
  | {
      readonly kind: 'redirect';
      readonly to: string;
      readonly status: 301 | 302 | 307 | 308;
      readonly external: boolean;
      readonly guard: string;
      readonly effects: readonly GuardEffect[];
    }
  | { readonly kind: 'not-found'; readonly message: string; readonly guard: string; readonly effects: readonly GuardEffect[] };

export interface ChainHooks {
  /** Restores the session (GET /v3/user) and tells what is known afterwards. */
  restoreSession?: () => Promise<SessionSnapshot>;
}

export async function runChain(chain: readonly GuardEntry[], start: GuardContext, hooks: ChainHooks = {}): Promise<ChainOutcome> {
  let ctx = start;
  const effects: GuardEffect[] = [];
  for (const entry of guardsFor(chain, ctx.side, ctx.page)) {
    let result = entry.guard(ctx);
    if (result.kind === 'needs-session') {
      if (!hooks.restoreSession) throw new Error(`Guard "${entry.id}" needs the session, which cannot be restored on the ${ctx.side}`);
      ctx = { ...ctx, session: await hooks.restoreSession() };
      result = entry.guard(ctx);
      if (result.kind === 'needs-session') throw new Error(`Guard "${entry.id}" still needs the session after restoring it`);
    }
    if (result.kind === 'continue') {
      effects.push(...(result.effects ?? []));
      continue;
    }
    if (result.kind === 'redirect') {
      return { ...result, guard: entry.id, effects: [...effects, ...(result.effects ?? [])] };
    }
    return { ...result, guard: entry.id, effects };
  }
  return { kind: 'continue', effects, session: ctx.session };
}
