export { $signedIn, $user, appStarted, restoreSession, sessionSnapshot, signedOut, tokenDeleted } from './model.ts';
