import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { Link } from '../../../shared/nav/index.ts';
import { specMessage } from '../../../shared/i18n/index.ts';
import { useHref } from '../../../shared/page/index.ts';
import { FormMessage } from '../../../shared/ui/form.tsx';
import { authMessages as m } from '../messages.ts';
import { $confirmState } from './model.ts';

/** Confirms the address with the link's token, then signs the user in. */
export function ConfirmEmail() {
  const intl = useIntl();
  const href = useHref();
  const state = useUnit($confirmState);
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
