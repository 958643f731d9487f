import { contentOf } from '../../shared/content/index.ts';
import type { PageData } from '../../shared/page/view.ts';
import { Blocks } from '../../widgets/blocks/index.ts';

/** A page's body: its content blocks (spec/content/<page>.yaml), or else its heading and description. */
export function Page({ data }: { data: PageData }) {
  const blocks = contentOf(data.route);
  if (blocks) return <Blocks data={data} blocks={blocks} />;
  return (
    <section className="container page-intro">
      <h1>{data.title}</h1>
      <p className="lead">{data.description}</p>
    </section>
  );
}
