/** Stand-ins for the browser's side of the session model, so models run in a scope under Node. */
import { fork, type Effect, type Scope, type StoreWritable } from 'effector';
import { vi, type Mock } from 'vitest';
import type { ApiError } from '../../../generated/api/client.ts';
import type { User } from '../../../generated/api/schemas.ts';
import {
  checkTokenFx,
  dropStoredTokenFx,
  fetchUserFx,
  readStoredTokenFx,
  signOutFx,
  storeTokenFx,
  userLoadedFx,
} from '../../../src/entities/session/model.ts';

/** A stand-in for one effect's handler; `stub` keeps it typed by the effect. */
export type Stub = (handlers: Map<unknown, unknown>) => void;

export function stub<P, D, F>(effect: Effect<P, D, F>, handler: (params: P) => D | Promise<D>): Stub {
  return (handlers) => void handlers.set(effect, handler);
}

/** A store's starting value in a scope; `seed` keeps it typed by the store. */
export type Seed = Stub;

export function seed<T>(store: StoreWritable<T>, value: T): Seed {
  return (values) => void values.set(store, value);
}

/** A scope whose effects in `stubs` run their stand-ins and whose stores start from `seeds`. */
export function forkWith(stubs: readonly Stub[], seeds: readonly Seed[] = []): Scope {
  const [handlers, values] = [new Map<unknown, unknown>(), new Map<unknown, unknown>()];
  for (const add of stubs) add(handlers);
  for (const add of seeds) add(values);
  // effector types both maps with `any`; `stub` and `seed` keep each pair consistent.
  return fork({ values: values as Map<never, never>, handlers: handlers as Map<never, never> });
}

export const freeUser: User = {
  email: 'free@example.com',
  email_confirmed: true,
  access: { type: 'public' },
  allow_config_page: false,
  subscription: null,
  payments: [],
};

export function apiError(status: number, reason: ApiError['reason'] = 'http'): ApiError {
  return { status, body: null, reason };
}

export interface BrowserSide {
  /** The token in local storage. */
  stored: string | null;
  readonly fetchUser: Mock<(token: string) => Promise<User>>;
  /** POST /token/check: a token of `users` is a session, any other is refused (401). */
  readonly checkToken: Mock<(token: string) => Promise<void>>;
  readonly signOut: Mock<() => void>;
  readonly userLoaded: Mock<(user: User) => void>;
  /** The handlers to fork a scope with. */
  readonly handlers: readonly Stub[];
}

/** A browser whose storage holds `stored` and whose API answers GET /v3/user with `users`. */
export function browserSide(stored: string | null, users: Record<string, User> = {}): BrowserSide {
  const side = {
    stored,
    fetchUser: vi.fn(async (token: string) => {
      const user = users[token];
      if (!user) throw apiError(401);
      return user;
    }),
    checkToken: vi.fn(async (token: string) => {
      if (!users[token]) throw apiError(401);
    }),
    signOut: vi.fn(() => {
      side.stored = null;
    }),
    userLoaded: vi.fn(),
  } as Omit<BrowserSide, 'handlers'>;
  return Object.assign(side, {
    handlers: [
      stub(readStoredTokenFx, () => side.stored),
      stub(storeTokenFx, (token: string) => {
        side.stored = token;
        return true;
      }),
      stub(dropStoredTokenFx, () => {
        side.stored = null;
      }),
      stub(checkTokenFx, side.checkToken),
      stub(fetchUserFx, side.fetchUser),
      stub(userLoadedFx, side.userLoaded),
      stub(signOutFx, side.signOut),
    ],
  });
}
