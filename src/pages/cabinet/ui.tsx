import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { NavLink } from '../../shared/nav/index.ts';
import { $user } from '../../entities/session/index.ts';
import { Configuration } from '../../features/vpn-configuration/index.ts';
import { specMessage } from '../../shared/i18n/index.ts';
import { useHref, type PageData } from '../../shared/page/index.ts';
import { FormMessage } from '../../shared/ui/form.tsx';
import { Download } from './download.tsx';
import { cabinetMessages as m } from './messages.ts';
import { Profile } from './profile.tsx';

/** The cabinet: its navigation and the page of the route; the user loads in the browser. */
export function Page({ data }: { data: PageData }) {
  const intl = useIntl();
  const href = useHref();
  const user = useUnit($user);
  const links = [
    ['cabinetProfile', 'page.cabinet-profile.title'],
    ['cabinetDownload', 'page.cabinet-download.title'],
    ...(user?.allow_config_page ? ([['cabinetConfiguration', 'page.cabinet-configuration.title']] as const) : []),
  ] as const;
  return (
    <section className="container cabinet">
      <h1>{data.title}</h1>
      <nav aria-label={intl.formatMessage(m.nav)} className="cabinet-nav">
        <ul>
          {links.map(([key, title]) => (
            <li key={key}>
              <NavLink to={href(key)}>{intl.formatMessage(specMessage(title))}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {user === null ? (
        <FormMessage kind="info">{intl.formatMessage(m.loading)}</FormMessage>
      ) : data.route === 'cabinet-download' ? (
        <Download />
      ) : data.route === 'cabinet-configuration' ? (
        <Configuration user={user} />
      ) : (
        <Profile user={user} />
      )}
    </section>
  );
}
