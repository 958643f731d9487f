import type { PageData } from '../shared/page/index.ts';
import { Frame } from './frame.tsx';
import { loadedPage } from './page-registry.ts';

/** A page: the layout around the page body its loader prepared. */
export function PageShell({ data }: { data: PageData }) {
  const Page = loadedPage(data.route);
  if (!Page) throw new Error(`The page chunk of "${data.route}" is not loaded`);
  return (
    <Frame
      locale={data.locale}
      edition={data.edition}
      route={data.route}
      rest={data.rest}
      title={data.title}
      description={data.description}
      indexable
      {...(data.only ? { only: data.only } : {})}
    >
      <Page data={data} />
    </Frame>
  );
}
