/**
 * Support sign-on (/zendesk/sso/, DECISIONS 13): a signed-in user is handed to the configured help
 * desk with a JWT. It starts in the browser, where the route rules have restored the session.
 */
import { createEffect, createStore, sample } from 'effector';
import type { ZendeskJwt } from '../../../generated/api/schemas.ts';
import { $signedIn } from '../../entities/session/index.ts';
import { configuredHelpDesk, createApiFx } from '../../shared/api/index.ts';
import { helpDeskTarget } from '../../shared/lib/safe-url.ts';
import { pageStarted } from '../../shared/page/index.ts';

/** The help desk this deployment hands off to, or null when none is configured. */
export const readHelpDeskFx = createEffect(() => configuredHelpDesk());
/** POST /v1/token/jwt-zendesk with the session's token. */
export const helpDeskJwtFx = createApiFx<void, ZendeskJwt>((api) => api.getZendeskJwt());
/** Leaves the site for the help desk. */
export const goToHelpDeskFx = createEffect((target: string) => window.location.assign(target));

/**
 * Where to send the user: the help desk's JWT entry, with the page's `return_to` passed on only
 * when it points at that help desk (no open redirect). Fails without a help desk or a JWT.
 */
export const signOnFx = createEffect(async (search: string): Promise<string> => {
  const helpDesk = await readHelpDeskFx();
  if (!helpDesk) throw new Error('No help desk is configured');
  const { jwt } = await helpDeskJwtFx();
  return helpDeskTarget(helpDesk, jwt, new URLSearchParams(search).get('return_to'));
});

/** The hand-off cannot happen now: no help desk, or no JWT. */
export const $signOnFailed = createStore(false, { sid: 'supportSignOn.failed' });

const opened = sample({ clock: pageStarted, filter: ({ page }) => page.route === 'zendesk-sso' });
$signOnFailed.reset(opened).on(signOnFx.fail, () => true);
// The require-auth rule has sent a signed-out visitor to login before the page starts.
sample({
  clock: opened,
  source: $signedIn,
  filter: (signedIn, { side }) => signedIn && side === 'client',
  fn: (_, { search }) => search,
  target: signOnFx,
});
sample({ clock: signOnFx.doneData, target: goToHelpDeskFx });
