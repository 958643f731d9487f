import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { FormMessage } from '../../shared/ui/form.tsx';
import { supportMessages as m } from './messages.ts';
import { $signOnFailed } from './model.ts';

/** What the user sees while being handed to the help desk, or why that cannot happen. */
export function SupportSignOn() {
  const intl = useIntl();
  const failed = useUnit($signOnFailed);
  return (
    <FormMessage kind={failed ? 'error' : 'info'}>{intl.formatMessage(failed ? m.supportUnavailable : m.supportRedirect)}</FormMessage>
  );
}
