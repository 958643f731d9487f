/**
 * What a landing URL carries for buying (DECISIONS 16, 18): a promo code (`?promo=`) and an
 * affiliate's id and tag (`?a_aid=`, `?btag=`), each only when well formed.
 */
export interface Landing {
  readonly promo: string | null;
  readonly aid: string | null;
  readonly btag: string | null;
}

const PROMO = /^[A-Za-z0-9_-]{1,64}$/;
/** The patterns of the fvp_a_aid and fvp_btag cookies (spec/cookies.yaml). */
const AID = /^[A-Za-z0-9_-]{1,64}$/;
const BTAG = /^[A-Za-z0-9_.-]{1,128}$/;

export function landingOf(search: string): Landing {
  const query = new URLSearchParams(search);
  const take = (name: string, pattern: RegExp) => {
    const value = query.get(name)?.trim() ?? '';
    return pattern.test(value) ? value : null;
  };
  return { promo: take('promo', PROMO)?.toUpperCase() ?? null, aid: take('a_aid', AID), btag: take('btag', BTAG) };
}
