import type { PageData } from '../../shared/page/index.ts';

/** A page whose body the product spec does not show: its heading and description. */
export function Page({ data }: { data: PageData }) {
  return (
    <section className="container page-intro">
      <h1>{data.title}</h1>
      <p className="lead">{data.description}</p>
    </section>
  );
}
