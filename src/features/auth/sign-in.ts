/** What the forms that end with a fresh token share: sign in with it, then go on. */
import { attach, combine, sample, type Event, type EventCallable, type Store } from 'effector';
import type { MessageDescriptor } from 'react-intl';
import { editions } from '../../../generated/editions.ts';
import { routes } from '../../../generated/routes.ts';
import { signInFx } from '../../entities/session/index.ts';
import { $page, navigateFx, type PageData } from '../../shared/page/index.ts';
import { authMessages as m } from './messages.ts';

/** The profile under the page's locale and edition. */
export function profileHref(page: Pick<PageData, 'locale' | 'edition'> | null): string {
  return page ? routes.cabinetProfile.href(page.locale, editions[page.edition].defaultLocale) : routes.cabinetProfile.path;
}

/** The profile of the page that started last. */
export const $profileHref = $page.map((page) => profileHref(page));

/**
 * After a form's call answered with a token: sign in with it, then go to `$target`; a user that
 * cannot be loaded is the form's 'failed' problem. The result is pending from the sign-in until
 * the next page has loaded.
 */
export function signInThenGo(
  form: { readonly done: Event<{ readonly token: string }>; readonly failed: EventCallable<MessageDescriptor> },
  $target: Store<string>,
): Store<boolean> {
  const signInHereFx = attach({ effect: signInFx });
  const goFx = attach({ effect: navigateFx });
  sample({ clock: form.done, fn: ({ token }) => token, target: signInHereFx });
  sample({ clock: signInHereFx.done, source: $target, target: goFx });
  sample({ clock: signInHereFx.fail, fn: () => m.failed, target: form.failed });
  return combine(signInHereFx.pending, goFx.pending, (signingIn, going) => signingIn || going);
}
