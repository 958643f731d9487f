/** What views read of the session without loading its model (shared/model-view). */
import { modelValue } from '../../shared/model-view/index.ts';

export const sessionView = {
  /** Signed in with an account (a token and its user): `$signedIn`. */
  signedIn: modelValue<boolean>('session.signedIn', false),
};
