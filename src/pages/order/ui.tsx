import { OrderForm } from '../../features/checkout/index.ts';
import type { PageData } from '../../shared/page/index.ts';

/** The order page: plans, promo code, gateway and account, then the gateway's page. */
export function Page({ data }: { data: PageData }) {
  return (
    <section className="container order-page">
      <h1>{data.title}</h1>
      <p className="lead">{data.description}</p>
      <OrderForm />
    </section>
  );
}
