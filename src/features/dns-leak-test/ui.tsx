/**
 * The DNS leak test's view: a start button, the progress while lookups arrive, the verdict and the
 * resolvers seen, each with its country, network operator and whether it is FVP's.
 */
import { useUnit } from 'effector-react';
import { Icon } from '../../shared/ui/icon.tsx';
import { useIntl } from 'react-intl';
import { tools } from '../../../generated/constants.ts';
import { countryNamer } from '../../shared/lib/country-name.ts';
import styles from '../../shared/ui/tool-card.module.css';
import { dnsLeakMessages as m } from './messages.ts';
import { $phase, $problem, $result, $test, $verdict, dnsTestStarted, type DnsResolver, type TestProblem, type Verdict } from './model.ts';

const PROBLEM: Record<TestProblem, keyof typeof m> = { unavailable: 'unavailable', 'too-many': 'tooMany', network: 'network' };
const VERDICT: Record<Verdict, { title: keyof typeof m; text: keyof typeof m; tone: 'good' | 'bad' | 'neutral' }> = {
  pass: { title: 'passTitle', text: 'passText', tone: 'good' },
  leak: { title: 'leakTitle', text: 'leakText', tone: 'bad' },
  exposed: { title: 'exposedTitle', text: 'exposedText', tone: 'bad' },
  none: { title: 'noneTitle', text: 'noneText', tone: 'neutral' },
};

function Resolver({ resolver }: { resolver: DnsResolver }) {
  const intl = useIntl();
  const country = resolver.country_code ? countryNamer(intl.locale)(resolver.country_code) : null;
  return (
    <li className={styles.row} data-resolver={resolver.ip} data-vpn={String(resolver.vpn)}>
      <div className={styles.rowHead}>
        <span className={styles.value} dir="ltr">
          {resolver.ip}
        </span>
        <span className={`${styles.badge} ${resolver.vpn ? styles.good : styles.neutral}`}>
          {intl.formatMessage(resolver.vpn ? m.fvp : m.other)}
        </span>
      </div>
      <p className={styles.details}>
        {country ? <span data-country={resolver.country_code}>{country}</span> : null}
        {resolver.operator ? (
          <span data-asn={resolver.operator.asn}>
            {intl.formatMessage(m.operator, { name: resolver.operator.name, asn: String(resolver.operator.asn) })}
          </span>
        ) : null}
        <span>{intl.formatMessage(m.lookups, { count: resolver.lookups })}</span>
      </p>
    </li>
  );
}

export function DnsLeakTest() {
  const intl = useIntl();
  const [phase, problem, test, result, verdict, start] = useUnit([$phase, $problem, $test, $result, $verdict, dnsTestStarted]);
  const running = phase === 'starting' || phase === 'looking-up';
  const count = test?.lookups ?? tools.dnsLeak.lookups;
  const seen = Math.min(result?.names ?? 0, count);
  const outside = result?.resolvers.filter((r) => !r.vpn).length ?? 0;
  return (
    <div className={styles.card} data-dns-leak-test="" data-phase={phase} data-verdict={verdict ?? ''} aria-busy={running}>
      <p className={styles.muted}>{intl.formatMessage(m.intro, { count: tools.dnsLeak.lookups, seconds: tools.dnsLeak.waitSeconds })}</p>
      <div className={styles.actions}>
        <button type="button" className="button button-primary" onClick={() => start()} disabled={running}>
          <Icon name={phase === 'idle' ? 'play' : 'refresh-cw'} size={18} />
          {intl.formatMessage(phase === 'idle' ? m.start : m.again)}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {phase === 'starting' ? <p className={styles.muted}>{intl.formatMessage(m.starting)}</p> : null}
        {phase === 'looking-up' ? (
          <>
            <progress className={styles.progress} max={count} value={seen} aria-label={intl.formatMessage(m.progress)} />
            <p className={styles.muted}>{intl.formatMessage(m.waiting, { seen, count })}</p>
          </>
        ) : null}
        {verdict ? (
          <div className={`${styles.verdict} ${styles[VERDICT[verdict].tone]}`} data-verdict-box="">
            {VERDICT[verdict].tone === 'good' ? (
              <Icon name="circle-check" />
            ) : VERDICT[verdict].tone === 'bad' ? (
              <Icon name="shield-alert" />
            ) : (
              <Icon name="circle-alert" />
            )}
            <div>
              <h2>{intl.formatMessage(m[VERDICT[verdict].title])}</h2>
              <p>{intl.formatMessage(m[VERDICT[verdict].text], { count: outside })}</p>
            </div>
          </div>
        ) : null}
      </div>
      {problem ? (
        <p className={styles.problem} role="alert">
          {intl.formatMessage(m[PROBLEM[problem]])}
        </p>
      ) : null}
      {result && result.resolvers.length ? (
        <section aria-label={intl.formatMessage(m.resolvers)}>
          <h2 className={styles.label}>{intl.formatMessage(m.resolvers)}</h2>
          <ul className={styles.list}>
            {result.resolvers.map((resolver) => (
              <Resolver key={resolver.ip} resolver={resolver} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
