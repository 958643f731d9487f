/**
 * The WebRTC leak test (DECISIONS 25): the browser gathers its ICE candidates against the STUN
 * servers the deployment names (the site's own responder by default) for up to `gatherSeconds`,
 * the page asks /ip which address the site sees, and the verdict says whether WebRTC reveals an
 * address beyond it. Nothing is sent anywhere but the STUN server's question and /ip.
 */
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { IpInfo } from '../../../generated/api/schemas.ts';
import { tools } from '../../../generated/constants.ts';
import { configuredTools, createApiFx } from '../../shared/api/index.ts';
import { distinctCandidates, exposedAddresses, parseCandidate, type Candidate } from './candidates.ts';

export type { Candidate };
export type WebRtcPhase = 'idle' | 'gathering' | 'done' | 'unsupported' | 'failed';
/** `leak`: WebRTC shows an address websites do not see; `pass`: it shows none. */
export type WebRtcVerdict = 'pass' | 'leak';

const browserOnly = { serialize: 'ignore' } as const;

export const webRtcStarted = createEvent();

export class NoWebRtc extends Error {}

/** Gathers the candidates of a data-channel offer; ends when gathering completes or time is up. */
export const gatherFx = createEffect(
  async ({ stunUrls, seconds }: { stunUrls: readonly string[]; seconds: number }): Promise<Candidate[]> => {
    if (typeof RTCPeerConnection === 'undefined') throw new NoWebRtc('RTCPeerConnection is not available');
    let connection: RTCPeerConnection;
    try {
      connection = new RTCPeerConnection({ iceServers: stunUrls.length ? [{ urls: [...stunUrls] }] : [] });
    } catch (error) {
      throw new NoWebRtc(error instanceof Error ? error.message : 'WebRTC is turned off');
    }
    const found: Candidate[] = [];
    try {
      const complete = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, seconds * 1000);
        connection.addEventListener('icecandidate', (event) => {
          if (!event.candidate) {
            clearTimeout(timer);
            resolve();
            return;
          }
          const candidate = parseCandidate(event.candidate.candidate);
          if (candidate) found.push(candidate);
        });
      });
      connection.createDataChannel('fvp-leak-test');
      await connection.setLocalDescription(await connection.createOffer());
      await complete;
    } finally {
      connection.close();
    }
    return distinctCandidates(found);
  },
);

export const visitorFx = createApiFx<void, IpInfo>((api) => api.getIp());

export const $phase = createStore<WebRtcPhase>('idle', { sid: 'webRtc.phase', ...browserOnly });
export const $candidates = createStore<readonly Candidate[]>([], { sid: 'webRtc.candidates', ...browserOnly });
export const $visitor = createStore<IpInfo | null>(null, { sid: 'webRtc.visitor', ...browserOnly });
/** Whether the deployment names no STUN server (the test then lists local candidates only). */
export const $noStun = createStore(false, { sid: 'webRtc.noStun', ...browserOnly });

sample({
  clock: webRtcStarted,
  source: $phase,
  filter: (phase) => phase !== 'gathering',
  fn: () => ({ stunUrls: configuredTools().stunUrls, seconds: tools.webRtc.gatherSeconds }),
  target: [gatherFx, visitorFx],
});
$noStun.on(gatherFx, (_, { stunUrls }) => stunUrls.length === 0);
$phase.on(gatherFx, () => 'gathering').on(gatherFx.failData, (_, error) => (error instanceof NoWebRtc ? 'unsupported' : 'failed'));
$candidates.on(gatherFx.doneData, (_, candidates) => candidates).reset(gatherFx);
$visitor.on(visitorFx.doneData, (_, ip) => ip);

// Done once both the candidates and the site's answer (or its failure) are in.
const $gathered = createStore(false, { sid: 'webRtc.gathered', ...browserOnly })
  .on(gatherFx.done, () => true)
  .reset(gatherFx);
const $asked = createStore(false, { sid: 'webRtc.asked', ...browserOnly })
  .on(visitorFx.finally, () => true)
  .reset(visitorFx);
$visitor.reset(visitorFx);
sample({
  clock: [gatherFx.done, visitorFx.finally],
  source: { gathered: $gathered, asked: $asked, phase: $phase },
  filter: ({ gathered, asked, phase }) => gathered && asked && phase === 'gathering',
  fn: () => 'done' as const,
  target: $phase,
});

/** The addresses WebRTC reveals beyond the one the site sees. */
export const $exposed = combine($candidates, $visitor, (candidates, visitor) => exposedAddresses(candidates, visitor ? [visitor.ip] : []));

/** The verdict; null until done, or when the site's view of the visitor could not be had. */
export const $verdict = combine($phase, $visitor, $exposed, (phase, visitor, exposed): WebRtcVerdict | null =>
  phase === 'done' && visitor ? (exposed.length ? 'leak' : 'pass') : null,
);
