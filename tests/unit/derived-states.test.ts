import { describe, expect, it } from 'vitest';
import type { User } from '../../generated/api/schemas.ts';
import { derivedStates } from '../../src/entities/user/index.ts';

type Case = [string, Pick<User, 'access' | 'subscription'> | null, Partial<ReturnType<typeof derivedStates>>];

const premium = (gateway: NonNullable<User['subscription']>['gateway_key'], canceled = false): Pick<User, 'access' | 'subscription'> => ({
  access: { type: 'premium' },
  subscription: { gateway_key: gateway, is_canceled: canceled },
});

const none = {
  premium: false,
  activePremiumSubscription: false,
  stripe: false,
  appStore: false,
  play: false,
  huawei: false,
  amazon: false,
  aliumpay: false,
};

describe('derived states', () => {
  const cases: Case[] = [
    ['no user: nothing', null, none],
    ['a free user without subscription', { access: { type: 'public' }, subscription: null }, none],
    ['no access at all', { access: null, subscription: null }, none],
    [
      'premium without subscription is premium, not active',
      { access: { type: 'premium' }, subscription: null },
      { ...none, premium: true },
    ],
    ['an active Stripe subscription', premium('stripe'), { ...none, premium: true, activePremiumSubscription: true, stripe: true }],
    ['an active App Store subscription', premium('ios'), { ...none, premium: true, activePremiumSubscription: true, appStore: true }],
    ['an active Play subscription', premium('play'), { ...none, premium: true, activePremiumSubscription: true, play: true }],
    ['an active Huawei subscription', premium('huawei'), { ...none, premium: true, activePremiumSubscription: true, huawei: true }],
    ['an active Amazon subscription', premium('amazon'), { ...none, premium: true, activePremiumSubscription: true, amazon: true }],
    ['an active Aliumpay subscription', premium('aliumpay'), { ...none, premium: true, activePremiumSubscription: true, aliumpay: true }],
    ['a cancelled subscription sets no gateway flag', premium('stripe', true), { ...none, premium: true }],
    [
      'a free user with a leftover subscription is not active',
      { access: { type: 'public' }, subscription: { gateway_key: 'play', is_canceled: false } },
      none,
    ],
  ];
  it.each(cases)('%s', (_name, user, want) => {
    expect(derivedStates(user)).toEqual({ ...none, ...want });
  });
});
