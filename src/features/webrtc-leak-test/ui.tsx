/**
 * The WebRTC leak test's view: the address the site sees, the candidates WebRTC found (local,
 * public, relay), the verdict, and a clear message where the browser has no WebRTC.
 */
import { useUnit } from 'effector-react';
import { Icon } from '../../shared/ui/icon.tsx';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import styles from '../../shared/ui/tool-card.module.css';
import { isMdns, type CandidateKind } from './candidates.ts';
import { webRtcMessages as m } from './messages.ts';
import { $candidates, $exposed, $noStun, $phase, $verdict, $visitor, webRtcStarted } from './model.ts';

const KIND: Record<CandidateKind, keyof typeof m> = { host: 'kindHost', srflx: 'kindSrflx', prflx: 'kindPrflx', relay: 'kindRelay' };

export function WebRtcLeakTest() {
  const intl = useIntl();
  const [phase, candidates, visitor, exposed, verdict, noStun, start] = useUnit([
    $phase,
    $candidates,
    $visitor,
    $exposed,
    $verdict,
    $noStun,
    webRtcStarted,
  ]);
  useEffect(() => start(), [start]);
  const running = phase === 'gathering' || phase === 'idle';
  return (
    <div className={styles.card} data-webrtc-leak-test="" data-phase={phase} data-verdict={verdict ?? ''} aria-busy={running}>
      <div role="status" aria-live="polite">
        {running ? <p className={styles.muted}>{intl.formatMessage(m.gathering)}</p> : null}
        {verdict === 'pass' ? (
          <div className={`${styles.verdict} ${styles.good}`}>
            <Icon name="circle-check" />
            <div>
              <h2>{intl.formatMessage(m.passTitle)}</h2>
              <p>{intl.formatMessage(m.passText)}</p>
            </div>
          </div>
        ) : verdict === 'leak' ? (
          <div className={`${styles.verdict} ${styles.bad}`}>
            <Icon name="shield-alert" />
            <div>
              <h2>{intl.formatMessage(m.leakTitle)}</h2>
              <p>
                {intl.formatMessage(m.leakText, { count: exposed.length, addresses: intl.formatList(exposed, { type: 'conjunction' }) })}
              </p>
            </div>
          </div>
        ) : null}
      </div>
      {phase === 'unsupported' ? (
        <p className={`${styles.verdict} ${styles.neutral}`} data-unsupported="">
          {intl.formatMessage(m.unsupported)}
        </p>
      ) : null}
      {phase === 'failed' ? (
        <p className={styles.problem} role="alert">
          {intl.formatMessage(m.failed)}
        </p>
      ) : null}
      {phase === 'done' && !visitor ? (
        <p className={styles.problem} role="alert">
          {intl.formatMessage(m.noVisitor)}
        </p>
      ) : null}
      {phase === 'done' && noStun ? <p className={styles.muted}>{intl.formatMessage(m.noStun)}</p> : null}
      {visitor ? (
        <section className={styles.row} aria-label={intl.formatMessage(m.seenBySite)}>
          <h2 className={styles.label}>{intl.formatMessage(m.seenBySite)}</h2>
          <span className={styles.value} dir="ltr" data-site-address="">
            {visitor.ip}
          </span>
        </section>
      ) : null}
      {phase === 'done' ? (
        <section aria-label={intl.formatMessage(m.candidates)}>
          <h2 className={styles.label}>{intl.formatMessage(m.candidates)}</h2>
          {candidates.length ? (
            <ul className={styles.list}>
              {candidates.map((c) => (
                <li key={`${c.kind}|${c.address}`} className={styles.row} data-candidate={c.kind} data-address={c.address}>
                  <div className={styles.rowHead}>
                    <span className={styles.value} dir="ltr">
                      {c.address}
                    </span>
                    <span className={`${styles.badge} ${exposed.includes(c.address) ? styles.bad : styles.neutral}`}>
                      {intl.formatMessage(m[KIND[c.kind]])}
                    </span>
                  </div>
                  {isMdns(c.address) ? <p className={styles.muted}>{intl.formatMessage(m.mdns)}</p> : null}
                  {exposed.includes(c.address) ? <p className={styles.problem}>{intl.formatMessage(m.exposed)}</p> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{intl.formatMessage(m.none)}</p>
          )}
        </section>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className="button button-primary" onClick={() => start()} disabled={running}>
          <Icon name="refresh-cw" size={18} />
          {intl.formatMessage(m.again)}
        </button>
      </div>
    </div>
  );
}
