import { useIntl } from 'react-intl';
import { SupportSignOn } from '../../features/support-sign-on/index.ts';
import type { PageData } from '../../shared/page/index.ts';
import { FormMessage } from '../../shared/ui/form.tsx';
import { sessionMessages as m } from './messages.ts';

/** /profile-check/: the page loader sends the user on once the route rules have run in the browser. */
function ProfileCheck() {
  const intl = useIntl();
  return <FormMessage kind="info">{intl.formatMessage(m.checking)}</FormMessage>;
}

export function Page({ data }: { data: PageData }) {
  return (
    <section className="container auth-page">
      <h1>{data.title}</h1>
      {data.route === 'profile-check' ? <ProfileCheck /> : <SupportSignOn />}
    </section>
  );
}
