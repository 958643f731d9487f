/**
 * The IP check's view: one row per IP version with the address, a copy button, its country,
 * region and network operator, and whether it is an FVP server ("Protected").
 */
import { useUnit } from 'effector-react';
import { Icon } from '../../shared/ui/icon.tsx';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { countryNamer } from '../../shared/lib/country-name.ts';
import styles from '../../shared/ui/tool-card.module.css';
import { ipCheckMessages as m } from './messages.ts';
import {
  $checking,
  $copiedAddress,
  $copyFailed,
  $rows,
  addressCopied,
  ipCheckRepeated,
  ipCheckStarted,
  type AddressRow,
  type IpInfo,
} from './model.ts';

/** Country, region and operator of an address, as the tools show them. */
export function AddressFacts({ info }: { info: Pick<IpInfo, 'country_code' | 'region' | 'operator'> }) {
  const intl = useIntl();
  const country = info.country_code ? countryNamer(intl.locale)(info.country_code) : null;
  const unknown = <span className={styles.muted}>{intl.formatMessage(m.unknown)}</span>;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{intl.formatMessage(m.country)}</dt>
        <dd>
          {info.country_code && country ? (
            <>
              {/* Decorative: the name follows. */}
              <img className={styles.flag} src={`/flags/${info.country_code}.svg`} alt="" width={24} height={16} />
              <span data-country={info.country_code}>{country}</span>
            </>
          ) : (
            unknown
          )}
        </dd>
      </div>
      {info.region ? (
        <div>
          <dt>{intl.formatMessage(m.region)}</dt>
          <dd>{info.region}</dd>
        </div>
      ) : null}
      <div>
        <dt>{intl.formatMessage(m.operator)}</dt>
        <dd data-asn={info.operator?.asn ?? ''}>
          {info.operator ? intl.formatMessage(m.operatorValue, { name: info.operator.name, asn: String(info.operator.asn) }) : unknown}
        </dd>
      </div>
    </dl>
  );
}

function Row({ row }: { row: AddressRow }) {
  const intl = useIntl();
  const [copiedAddress, copyFailed, copy] = useUnit([$copiedAddress, $copyFailed, addressCopied]);
  const { check } = row;
  const label = intl.formatMessage(row.version === 4 ? m.v4 : m.v6);
  const info = check.state === 'done' ? check.info : null;
  return (
    <section className={styles.row} aria-label={label} data-ip-version={row.version} data-state={check.state}>
      <div className={styles.rowHead}>
        <h2 className={styles.label}>{label}</h2>
        {info && info.protected !== undefined ? (
          <span className={`${styles.badge} ${info.protected ? styles.good : styles.bad}`} data-protected={String(info.protected)}>
            <Icon name={info.protected ? 'shield-check' : 'shield-alert'} size={16} />
            {intl.formatMessage(info.protected ? m.protected : m.notProtected)}
          </span>
        ) : null}
      </div>
      {info ? (
        <>
          <div className={styles.address}>
            <span className={styles.value} dir="ltr" data-address="">
              {info.ip}
            </span>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => copy(info.ip)}
              aria-label={intl.formatMessage(m.copyAddress, { address: info.ip })}
            >
              <Icon name="copy" size={18} />
              {intl.formatMessage(m.copy)}
            </button>
          </div>
          <p className={styles.status} role="status">
            {copiedAddress === info.ip ? intl.formatMessage(m.copied) : copyFailed ? intl.formatMessage(m.copyFailed) : ''}
          </p>
          {info.protected !== undefined ? (
            <p className={styles.muted}>{intl.formatMessage(info.protected ? m.protectedText : m.notProtectedText)}</p>
          ) : null}
          <AddressFacts info={{ country_code: info.country_code ?? null, region: info.region ?? null, operator: info.operator ?? null }} />
        </>
      ) : check.state === 'failed' ? (
        <p className={styles.muted}>{intl.formatMessage(row.version === 4 ? m.noV4 : m.noV6)}</p>
      ) : (
        <p className={styles.muted}>{intl.formatMessage(m.checking)}</p>
      )}
    </section>
  );
}

export function IpCheck() {
  const intl = useIntl();
  const [rows, checking, start, again] = useUnit([$rows, $checking, ipCheckStarted, ipCheckRepeated]);
  useEffect(() => start(), [start]);
  const failed = rows.every((row) => row.check.state === 'failed');
  return (
    <div className={styles.card} data-ip-check="" aria-busy={checking}>
      {failed ? (
        <p className={styles.problem} role="alert">
          {intl.formatMessage(m.failed)}
        </p>
      ) : (
        rows.map((row) => <Row key={row.version} row={row} />)
      )}
      <div className={styles.actions}>
        <button type="button" className="button button-primary" onClick={() => again()} disabled={checking}>
          <Icon name="refresh-cw" size={18} />
          {intl.formatMessage(m.again)}
        </button>
      </div>
    </div>
  );
}
