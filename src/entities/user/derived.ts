/** States derived from the user (product spec §4), as one pure function. */
import type { User } from '../../../generated/api/schemas.ts';

export interface DerivedStates {
  readonly premium: boolean;
  /** Premium and the subscription not cancelled. */
  readonly activePremiumSubscription: boolean;
  /** Per gateway: true only for an active premium subscription of that gateway. */
  readonly stripe: boolean;
  readonly appStore: boolean;
  readonly play: boolean;
  readonly huawei: boolean;
  readonly amazon: boolean;
  readonly aliumpay: boolean;
}

export function derivedStates(user: Pick<User, 'access' | 'subscription'> | null): DerivedStates {
  const premium = user?.access?.type === 'premium';
  const active = premium && !!user?.subscription && !user.subscription.is_canceled;
  const gateway = active ? user!.subscription!.gateway_key : null;
  return {
    premium,
    activePremiumSubscription: active,
    stripe: gateway === 'stripe',
    appStore: gateway === 'ios',
    play: gateway === 'play',
    huawei: gateway === 'huawei',
    amazon: gateway === 'amazon',
    aliumpay: gateway === 'aliumpay',
  };
}
