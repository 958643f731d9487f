/** The runtime of the generated route-rule chain and redirect table (generated/guards.ts, redirects.ts). */

/** A guard's place in the chain, as guards.yaml gives it. */
export interface ChainEntry {
  readonly id: string;
  readonly runs: 'server' | 'client' | 'both';
  readonly appliesTo: 'all' | 'listed';
}

/** The chain with each entry's implementation, in the spec's order. */
export function composeChain<E extends ChainEntry, G>(
  table: readonly E[],
  implementations: { readonly [K in E['id']]: G },
): ReadonlyArray<E & { readonly guard: G }> {
  return table.map((entry) => ({ ...entry, guard: implementations[entry.id as E['id']] }));
}

/**
 * The guards that run on a side for a page, in chain order: those for every page, and the listed
 * ones the page opts into (none for a path that is no page).
 */
export function selectGuards<E extends ChainEntry>(
  chain: readonly E[],
  side: 'server' | 'client',
  pageGuards: readonly string[] | null,
): E[] {
  return chain.filter((g) => (g.runs === 'both' || g.runs === side) && (g.appliesTo === 'all' || (pageGuards?.includes(g.id) ?? false)));
}

/** A redirect rule's reach: the bare path only, or under every locale prefix too. */
export interface RedirectReach {
  readonly everyLocale: boolean;
}

/** The rule for a path below its locale prefix, if any. */
export function createRedirectFinder<R extends RedirectReach>(
  rules: ReadonlyMap<string, R>,
): (rest: string, prefixed: boolean) => R | undefined {
  return (rest, prefixed) => {
    const rule = rules.get(rest);
    return rule && (!prefixed || rule.everyLocale) ? rule : undefined;
  };
}
