/**
 * The IP check: the visitor's public address as the site sees it. The server puts the address of
 * the request into the first HTML (the page is then personal: never cached); the browser asks
 * again when the page is up, and also asks the IPv4-only and IPv6-only hosts when the deployment
 * has them, so a connection with both shows both.
 */
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { IpInfo as IpInfoSchema, type IpInfo } from '../../../generated/api/schemas.ts';
import { configuredTools, createApiFx } from '../../shared/api/index.ts';
import { contentOf } from '../../shared/content/index.ts';
import { pageMadePersonal, pageStarted, type PageStart } from '../../shared/page/index.ts';

export type { IpInfo };
/** How a check of one IP version went: not asked, asking, answered, or unreachable. */
export type VersionCheck =
  { readonly state: 'idle' | 'loading' } | { readonly state: 'done'; readonly info: IpInfo } | { readonly state: 'failed' };

const browserOnly = { serialize: 'ignore' } as const;

/** The view is up in the browser: check now. */
export const ipCheckStarted = createEvent();
/** "Check again". */
export const ipCheckRepeated = createEvent();
/** Copy an address. */
export const addressCopied = createEvent<string>();

/** The visitor's address as the page's own host sees it (server-rendered, then refreshed). */
export const $own = createStore<IpInfo | null>(null, { sid: 'ipCheck.own' });
export const $ownFailed = createStore(false, { sid: 'ipCheck.ownFailed' });
export const $v4 = createStore<VersionCheck>({ state: 'idle' }, { sid: 'ipCheck.v4', ...browserOnly });
export const $v6 = createStore<VersionCheck>({ state: 'idle' }, { sid: 'ipCheck.v6', ...browserOnly });
/** The address last copied (its "Copied" shows beside it), or null. */
export const $copiedAddress = createStore<string | null>(null, { sid: 'ipCheck.copied', ...browserOnly });
export const $copyFailed = createStore(false, { sid: 'ipCheck.copyFailed', ...browserOnly });

/** GET /ip on the page's own host. */
export const ownIpFx = createApiFx<void, IpInfo>((api) => api.getIp());

/** GET /ip on a host reachable over one IP version only: a simple CORS request (no credentials, no custom header). */
export const versionIpFx = createEffect(async (url: string): Promise<IpInfo> => {
  const response = await fetch(url, { cache: 'no-store', credentials: 'omit' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const parsed = IpInfoSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`${url} answered an unexpected body`);
  return parsed.data;
});

const checkV4Fx = createEffect((url: string) => versionIpFx(url));
const checkV6Fx = createEffect((url: string) => versionIpFx(url));

/** The server's render: the request's own address, from the runtime. */
const visitorIpFx = createEffect((start: PageStart) => start.visitorIp?.() ?? Promise.resolve(null));

export const copyFx = createEffect(async (address: string) => {
  await navigator.clipboard.writeText(address);
  return address;
});
const copiedTimeoutFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, 2000)));

/** Whether a page shows the IP check. */
const showsIpCheck = (start: PageStart) => contentOf(start.page.route)?.some((block) => block.type === 'ip-check') ?? false;

sample({
  clock: pageStarted,
  filter: (start) => start.side === 'server' && start.visitorIp !== undefined && showsIpCheck(start),
  target: [visitorIpFx, pageMadePersonal],
});
$own.on(visitorIpFx.doneData, (own, info) => info ?? own);

const check = sample({ clock: [ipCheckStarted, ipCheckRepeated] });
sample({ clock: check, target: ownIpFx });
$own.on(ownIpFx.doneData, (_, info) => info);
$ownFailed.on(ownIpFx.fail, () => true).on(ownIpFx.done, () => false);

sample({
  clock: check,
  filter: () => configuredTools().ipUrls.v4 !== null,
  fn: () => configuredTools().ipUrls.v4!,
  target: checkV4Fx,
});
sample({
  clock: check,
  filter: () => configuredTools().ipUrls.v6 !== null,
  fn: () => configuredTools().ipUrls.v6!,
  target: checkV6Fx,
});
$v4
  .on(checkV4Fx, () => ({ state: 'loading' }))
  .on(checkV4Fx.doneData, (_, info) => ({ state: 'done', info }))
  .on(checkV4Fx.fail, () => ({ state: 'failed' }));
$v6
  .on(checkV6Fx, () => ({ state: 'loading' }))
  .on(checkV6Fx.doneData, (_, info) => ({ state: 'done', info }))
  .on(checkV6Fx.fail, () => ({ state: 'failed' }));

/** Whether a check is running (the button shows it and the rows say "checking"). */
export const $checking = combine(ownIpFx.pending, checkV4Fx.pending, checkV6Fx.pending, (a, b, c) => a || b || c);

export interface AddressRow {
  readonly version: 4 | 6;
  readonly check: VersionCheck;
}

/**
 * The rows shown: one per IP version. With the IPv4-only and IPv6-only hosts configured, each
 * version's own check; without them, the page's own host's answer under its version.
 */
export const $rows = combine($own, $ownFailed, $v4, $v6, ownIpFx.pending, (own, ownFailed, v4, v6, pending): readonly AddressRow[] => {
  const { ipUrls } = configuredTools();
  const ownCheck: VersionCheck = own
    ? { state: 'done', info: own }
    : ownFailed
      ? { state: 'failed' }
      : { state: pending ? 'loading' : 'idle' };
  const ownVersion = own?.version ?? (own?.ip.includes(':') ? 6 : 4);
  if (ipUrls.v4 === null && ipUrls.v6 === null) return [{ version: ownVersion, check: ownCheck }];
  const row = (version: 4 | 6, url: string | null, check: VersionCheck): AddressRow => {
    const ofVersion = ownVersion === version ? ownCheck : null;
    // No host of its own for this version: the page's host's answer if it is of this version.
    if (url === null) return { version, check: ofVersion ?? { state: 'failed' } };
    // Until the version's own host answers, the page's host's answer of that version stands in.
    const settled = check.state === 'done' || check.state === 'failed';
    return { version, check: !settled && own && ofVersion ? ofVersion : check };
  };
  return [row(4, ipUrls.v4, v4), row(6, ipUrls.v6, v6)];
});

sample({ clock: addressCopied, target: copyFx });
$copiedAddress.on(copyFx.doneData, (_, address) => address).reset(copiedTimeoutFx.done, copyFx.fail, check);
$copyFailed.on(copyFx.fail, () => true).reset(copyFx.done, check);
sample({ clock: copyFx.done, target: copiedTimeoutFx });
