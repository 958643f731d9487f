import { useEffect, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { signInFx } from '../../entities/session/index.ts';
import { siteApi } from '../../shared/api/index.ts';
import { specMessage } from '../../shared/i18n/index.ts';
import { useHref } from '../../shared/page/index.ts';
import { FormMessage } from '../../shared/ui/form.tsx';
import { apiProblem, settle } from './errors.ts';
import { authMessages as m } from './messages.ts';

/** Confirms the address with the link's token, then signs the user in. */
export function ConfirmEmail() {
  const intl = useIntl();
  const href = useHref();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{ kind: 'working' } | { kind: 'done' } | { kind: 'error'; message: MessageDescriptor }>(
    token ? { kind: 'working' } : { kind: 'error', message: m.badLink },
  );

  useEffect(() => {
    if (!token) return;
    let live = true;
    void (async () => {
      const { response, error } = await settle(async () => (await siteApi()).confirmEmail({ token }));
      if (!live) return;
      if (error) return setState({ kind: 'error', message: apiProblem(error, 'token') });
      await signInFx(response.token).catch(() => undefined);
      if (live) setState({ kind: 'done' });
    })();
    return () => {
      live = false;
    };
  }, [token]);

  if (state.kind === 'working') return <FormMessage kind="info">{intl.formatMessage(m.confirming)}</FormMessage>;
  if (state.kind === 'error') return <FormMessage kind="error">{intl.formatMessage(state.message)}</FormMessage>;
  return (
    <>
      <FormMessage kind="success">{intl.formatMessage(m.confirmed)}</FormMessage>
      <p>
        <Link className="button button-primary" to={href('cabinetProfile')}>
          {intl.formatMessage(specMessage('page.cabinet-profile.title'))}
        </Link>
      </p>
    </>
  );
}
