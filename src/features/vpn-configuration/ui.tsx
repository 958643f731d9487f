import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../shared/nav/index.ts';
import type { Protocol, User } from '../../../generated/api/schemas.ts';
import { authMessages } from '../auth/index.ts';
import { useHref } from '../../shared/page/index.ts';
import { FormMessage } from '../../shared/ui/form.tsx';
import { configurationMessages as m } from './messages.ts';
import { $downloading, $outcome, $pool, $pools, $protocol, downloadPressed, poolChanged, protocolChanged } from './model.ts';

const PROTOCOLS: ReadonlyArray<[Protocol, string]> = [
  ['openvpn-udp', 'OpenVPN (UDP)'],
  ['openvpn-tcp', 'OpenVPN (TCP)'],
  ['wireguard', 'WireGuard'],
];

function ConfigForm() {
  const intl = useIntl();
  const { pools, pool, protocol, outcome, pending, changePool, changeProtocol, download } = useUnit({
    pools: $pools,
    pool: $pool,
    protocol: $protocol,
    outcome: $outcome,
    pending: $downloading,
    changePool: poolChanged,
    changeProtocol: protocolChanged,
    download: downloadPressed,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    download();
  };

  return (
    <form className="auth-form" onSubmit={submit} aria-busy={pending || pools === null}>
      {outcome?.kind === 'error' ? <FormMessage kind="error">{intl.formatMessage(outcome.message)}</FormMessage> : null}
      {outcome?.kind === 'saved' ? (
        <FormMessage kind="success">{intl.formatMessage(m.downloaded, { file: outcome.file })}</FormMessage>
      ) : null}
      <div className="field">
        <label htmlFor="pool">{intl.formatMessage(m.pool)}</label>
        <select id="pool" value={pool} onChange={(e) => changePool(e.target.value)} disabled={pools === null}>
          {(pools ?? []).map((p) => (
            <option key={p.id} value={p.id} label={`${p.name} (${p.country_code})`} />
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="protocol">{intl.formatMessage(m.protocol)}</label>
        <select id="protocol" value={protocol} onChange={(e) => changeProtocol(e.target.value as Protocol)}>
          {PROTOCOLS.map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <button className="button button-primary" type="submit" disabled={pending || !pool}>
        {intl.formatMessage(pending ? authMessages.working : m.downloadConfig)}
      </button>
    </form>
  );
}

/** The configuration page: the form for a premium user, the way to Premium for anyone else. */
export function Configuration({ user }: { user: User }) {
  const intl = useIntl();
  const href = useHref();
  if (user.access?.type !== 'premium') {
    return (
      <div className="cabinet-sections">
        <p>{intl.formatMessage(m.premiumOnly)}</p>
        <Link className="button button-primary" to={href('order')}>
          {intl.formatMessage(m.getPremium)}
        </Link>
      </div>
    );
  }
  return <ConfigForm />;
}
