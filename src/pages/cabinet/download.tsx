import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { AppLinks, platformOf, type Platform } from '../../shared/ui/app-links.tsx';
import { useHref, usePlace } from '../../shared/page/index.ts';
import { useUnit } from 'effector-react';
import { $fromApp } from '../../entities/app-mode/index.ts';
import { AppHandOff } from '../../features/app-hand-off/index.ts';
import { cabinetMessages as m } from './messages.ts';

/** The apps for the visitor's platform first, then all of them. */
export function Download() {
  const intl = useIntl();
  const { locale } = usePlace();
  const href = useHref();
  const fromApp = useUnit($fromApp);
  // The server cannot know the device: the browser fills this in after hydration.
  const [platform, setPlatform] = useState<Platform | null>(null);
  useEffect(() => setPlatform(platformOf(navigator.userAgent)), []);
  return (
    <div className="cabinet-sections">
      {platform ? (
        <section aria-labelledby="mine-heading">
          <h2 id="mine-heading">{intl.formatMessage(m.yourPlatform)}</h2>
          <AppLinks locale={locale} only={platform} />
        </section>
      ) : null}
      <AppHandOff fromApp={fromApp} downloadHref={href('download')} />
      <section aria-labelledby="all-heading">
        <h2 id="all-heading">{intl.formatMessage(m.allApps)}</h2>
        <AppLinks locale={locale} />
      </section>
    </div>
  );
}
