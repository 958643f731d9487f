import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { $signedIn } from '../../entities/session/index.ts';
import { settle, siteApi } from '../../shared/api/index.ts';
import { usePlace, type PageData } from '../../shared/page/index.ts';
import { helpDeskTarget } from '../../shared/lib/safe-url.ts';
import { FormMessage } from '../../shared/ui/form.tsx';
import { sessionMessages as m } from './messages.ts';

/** /profile-check/: the page loader sends the user on once the route rules have run in the browser. */
function ProfileCheck() {
  const intl = useIntl();
  return <FormMessage kind="info">{intl.formatMessage(m.checking)}</FormMessage>;
}

/** /zendesk/sso/: a signed-in user is handed to the help desk with a JWT (DECISIONS 13). */
function SupportSignOn({ helpDesk }: { helpDesk: string | null }) {
  const intl = useIntl();
  const signedIn = useUnit($signedIn);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // The require-auth rule sends a signed-out visitor to login; wait for the restored session.
    if (!signedIn) return;
    if (!helpDesk) return setFailed(true);
    void settle(async () => (await siteApi()).getZendeskJwt()).then(({ response, error }) => {
      if (error) return setFailed(true);
      // return_to may only point at the help desk itself: no open redirect.
      window.location.assign(helpDeskTarget(helpDesk, response.jwt, new URLSearchParams(window.location.search).get('return_to')));
    });
  }, [signedIn, helpDesk]);
  return (
    <FormMessage kind={failed ? 'error' : 'info'}>{intl.formatMessage(failed ? m.supportUnavailable : m.supportRedirect)}</FormMessage>
  );
}

export function Page({ data }: { data: PageData }) {
  const { helpDeskUrl } = usePlace();
  return (
    <section className="container auth-page">
      <h1>{data.title}</h1>
      {data.route === 'profile-check' ? <ProfileCheck /> : <SupportSignOn helpDesk={helpDeskUrl} />}
    </section>
  );
}
