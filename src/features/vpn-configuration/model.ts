/**
 * The configuration page's form: the pool list, loaded in the browser when the page starts for a
 * premium user, the chosen pool and protocol, and the configuration file saved on download.
 */
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { MessageDescriptor } from 'react-intl';
import type { NodesPool, Protocol } from '../../../generated/api/schemas.ts';
import { $derived } from '../../entities/session/index.ts';
import { createApiFx } from '../../shared/api/index.ts';
import { pageStarted } from '../../shared/page/index.ts';
import { apiProblem } from '../auth/index.ts';

/** GET /nodes-pools. */
export const listPoolsFx = createApiFx<void, NodesPool[]>((api) => api.listNodesPools({}));
/** GET /v2/connection/config/premium for a pool and protocol: the file's text. */
export const fetchConfigFx = createApiFx((api, query: { pool: string; protocol: Protocol }) => api.getPremiumConfig({ query }));

export interface ConfigFile {
  readonly name: string;
  readonly text: string;
}

/** Saves text as a file through a temporary object URL. */
export const saveFileFx = createEffect(({ name, text }: ConfigFile) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/octet-stream' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
});

/** The file name for a pool and protocol: fvp-us-nyc-udp.ovpn, fvp-us-nyc.conf for WireGuard. */
export function configFileName(pool: string, protocol: Protocol): string {
  if (protocol === 'wireguard') return `fvp-${pool}.conf`;
  return `fvp-${pool}-${protocol.slice('openvpn-'.length)}.ovpn`;
}

export type ConfigOutcome =
  { readonly kind: 'error'; readonly message: MessageDescriptor } | { readonly kind: 'saved'; readonly file: string };

/** The pools, null until they load (they load in the browser, with the user's token). */
export const $pools = createStore<readonly NodesPool[] | null>(null, { sid: 'vpnConfiguration.pools', serialize: 'ignore' });
export const $pool = createStore('', { sid: 'vpnConfiguration.pool' });
export const $protocol = createStore<Protocol>('openvpn-udp', { sid: 'vpnConfiguration.protocol' });
/** What the last load or download ended with, shown above the form. */
export const $outcome = createStore<ConfigOutcome | null>(null, { sid: 'vpnConfiguration.outcome' });
export const $downloading = combine(fetchConfigFx.pending, (pending) => pending);

export const poolChanged = createEvent<string>();
export const protocolChanged = createEvent<Protocol>();
export const downloadPressed = createEvent();

const opened = sample({ clock: pageStarted, filter: ({ page }) => page.route === 'cabinet-configuration' });
$pools.reset(opened);
$pool.reset(opened);
$protocol.reset(opened);
$outcome.reset(opened);
// Only a premium user sees the form; the pools need the session, which only the browser has.
sample({
  clock: opened,
  source: $derived,
  filter: ({ premium }, { side }) => premium && side === 'client',
  fn: () => undefined,
  target: listPoolsFx,
});
$pools.on(listPoolsFx.doneData, (_, pools) => pools);
$pool.on(listPoolsFx.doneData, (_, pools) => pools[0]?.id ?? '').on(poolChanged, (_, pool) => pool);
$protocol.on(protocolChanged, (_, protocol) => protocol);

sample({
  clock: downloadPressed,
  source: { pool: $pool, protocol: $protocol, downloading: $downloading },
  filter: ({ pool, downloading }) => pool !== '' && !downloading,
  fn: ({ pool, protocol }) => ({ pool, protocol }),
  target: fetchConfigFx,
});
const fetched = sample({
  clock: fetchConfigFx.done,
  fn: ({ params, result }): ConfigFile => ({ name: configFileName(params.pool, params.protocol), text: result }),
});
sample({ clock: fetched, target: saveFileFx });

$outcome
  .on(fetchConfigFx, () => null)
  .on(fetched, (_, { name }): ConfigOutcome => ({ kind: 'saved', file: name }))
  .on([listPoolsFx.failData, fetchConfigFx.failData], (_, error): ConfigOutcome => ({
    kind: 'error',
    message: apiProblem(error, 'other'),
  }));
