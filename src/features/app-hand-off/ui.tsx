import { useUnit } from 'effector-react';
import QRCode from 'qrcode';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormMessage } from '../../shared/ui/form.tsx';
import styles from './hand-off.module.css';
import { handOffMessages as m } from './messages.ts';
import { $handOff, keyExpired, keyRequested } from './model.ts';

/** A QR code drawn as one SVG path of its dark modules. */
function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let y = 0; y < modules.size; y++) for (let x = 0; x < modules.size; x++) if (modules.get(x, y)) d += `M${x + 4} ${y + 4}h1v1h-1z`;
    return { size: modules.size + 8, path: d };
  }, [text]);
  return (
    <svg className={styles.qr} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} data-testid="hand-off-qr" data-link={text}>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" shapeRendering="crispEdges" />
    </svg>
  );
}

/**
 * The way to the app with a one-time key: a button that makes the key and opens the deep link, and
 * the same link as a QR code for another device. In app mode the button says "return to the app".
 */
export function AppHandOff({ fromApp, downloadHref }: { fromApp: boolean; downloadHref: string }) {
  const intl = useIntl();
  const { state, requested, expired } = useUnit({ state: $handOff, requested: keyRequested, expired: keyExpired });
  useEffect(() => {
    if (state.kind !== 'ready') return;
    const timer = setTimeout(() => expired(), Math.max(0, state.expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [state, expired]);
  return (
    <section className={styles.handOff} aria-labelledby="hand-off-heading">
      <h2 id="hand-off-heading">{intl.formatMessage(m.heading)}</h2>
      <p>{intl.formatMessage(m.text)}</p>
      {state.kind === 'ready' ? (
        <div className={styles.ready}>
          <a className="button button-primary" href={state.link} data-testid="hand-off-link">
            {intl.formatMessage(fromApp ? m.returnToApp : m.open)}
          </a>
          <QrCode text={state.link} label={intl.formatMessage(m.qrLabel)} />
          <p role="status">{intl.formatMessage(m.validUntil, { time: intl.formatTime(state.expiresAt, { timeStyle: 'short' }) })}</p>
        </div>
      ) : (
        <button
          className="button button-primary"
          type="button"
          onClick={() => requested()}
          disabled={state.kind === 'working'}
          aria-busy={state.kind === 'working' || undefined}
        >
          {intl.formatMessage(state.kind === 'working' ? m.working : fromApp ? m.returnToApp : m.show)}
        </button>
      )}
      {state.kind === 'error' ? <FormMessage kind="error">{intl.formatMessage(m.failed)}</FormMessage> : null}
      <p className={styles.hint}>
        <a href={downloadHref}>{intl.formatMessage(m.noApp)}</a>
      </p>
    </section>
  );
}
