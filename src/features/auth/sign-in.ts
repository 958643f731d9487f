import { signInFx } from '../../entities/session/index.ts';

/** Signs in with a fresh token, then goes on; false when the user could not be loaded. */
export async function signInAndGo(token: string, go: () => Promise<void> | void): Promise<boolean> {
  try {
    await signInFx(token);
  } catch {
    return false;
  }
  await go();
  return true;
}
