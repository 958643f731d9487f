import { useState, type ReactNode } from 'react';
import type { PageData } from '../shared/page/view.ts';
import { Frame } from './frame.tsx';
import { loadedPage } from './page-registry.ts';
import { useScopeProvider } from './runtime-context.ts';

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
      <ScopedBody page={`${data.locale}/${data.rest}`}>
        <Page data={data} />
      </ScopedBody>
    </Frame>
  );
}

/**
 * The page body in the scope's provider, for views that read the models through effector-react.
 * A page that hydrated before the models loaded (its views read them through shared/model-view)
 * stays without it: adding a provider above it would mount it anew. The next page has it.
 */
function ScopedBody({ page, children }: { page: string; children: ReactNode }) {
  const provider = useScopeProvider();
  const [shown, setShown] = useState({ page, provider });
  if (shown.page !== page) setShown({ page, provider });
  const wrap = shown.page === page ? shown.provider : provider;
  return wrap ? wrap(children) : children;
}
