import { contentOf } from '../../shared/content/index.ts';
import type { PageData } from '../../shared/page/view.ts';
import { Blocks } from '../../widgets/blocks/index.ts';

/**
 * The country landing (DECISIONS 5): "VPN for {country}" with the locations in that country, or
 * "{service} in {country}" for a service page's slug; one content file, spec/content/country.yaml.
 */
export function Page({ data }: { data: PageData }) {
  const blocks = contentOf(data.route);
  if (!blocks) throw new Error('The country page has no content: spec/content/country.yaml');
  return <Blocks data={data} blocks={blocks} />;
}
