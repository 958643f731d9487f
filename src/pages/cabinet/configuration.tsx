import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { NodesPool, Protocol, User } from '../../../generated/api/schemas.ts';
import { apiProblem, authMessages } from '../../features/auth/index.ts';
import { settle, siteApi } from '../../shared/api/index.ts';
import { useHref } from '../../shared/page/index.ts';
import { FormMessage } from '../../shared/ui/form.tsx';
import { cabinetMessages as m } from './messages.ts';

const PROTOCOLS: ReadonlyArray<[Protocol, string]> = [
  ['openvpn-udp', 'OpenVPN (UDP)'],
  ['openvpn-tcp', 'OpenVPN (TCP)'],
  ['wireguard', 'WireGuard'],
];

/** Saves text as a file through a temporary object URL. */
function saveFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/octet-stream' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function ConfigForm() {
  const intl = useIntl();
  const [pools, setPools] = useState<NodesPool[] | null>(null);
  const [pool, setPool] = useState('');
  const [protocol, setProtocol] = useState<Protocol>('openvpn-udp');
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  useEffect(() => {
    let live = true;
    void settle(async () => (await siteApi()).listNodesPools({})).then(({ response, error }) => {
      if (!live) return;
      if (error) return setOutcome({ kind: 'error', text: intl.formatMessage(apiProblem(error, 'other')) });
      setPools(response);
      setPool(response[0]?.id ?? '');
    });
    return () => {
      live = false;
    };
  }, [intl]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!pool) return;
    setPending(true);
    setOutcome(null);
    const { response, error } = await settle(async () => (await siteApi()).getPremiumConfig({ query: { pool, protocol } }));
    setPending(false);
    if (error) return setOutcome({ kind: 'error', text: intl.formatMessage(apiProblem(error, 'other')) });
    const extension = protocol === 'wireguard' ? 'conf' : 'ovpn';
    const file = `fvp-${pool}${protocol === 'wireguard' ? '' : `-${protocol.slice(8)}`}.${extension}`;
    saveFile(file, response);
    setOutcome({ kind: 'success', text: intl.formatMessage(m.downloaded, { file }) });
  };

  return (
    <form className="auth-form" onSubmit={submit} aria-busy={pending || pools === null}>
      {outcome ? <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage> : null}
      <div className="field">
        <label htmlFor="pool">{intl.formatMessage(m.pool)}</label>
        <select id="pool" value={pool} onChange={(e) => setPool(e.target.value)} disabled={pools === null}>
          {(pools ?? []).map((p) => (
            <option key={p.id} value={p.id} label={`${p.name} (${p.country_code})`} />
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="protocol">{intl.formatMessage(m.protocol)}</label>
        <select id="protocol" value={protocol} onChange={(e) => setProtocol(e.target.value as Protocol)}>
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
