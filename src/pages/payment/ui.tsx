import { useUnit } from 'effector-react';
import { $fromApp } from '../../entities/app-mode/index.ts';
import { AppHandOff } from '../../features/app-hand-off/index.ts';
import { PaymentFailed, PaymentPending, PaymentSuccess } from '../../features/payment-status/index.ts';
import { useHref, type PageData } from '../../shared/page/index.ts';

/** The payment result pages: pending (waits for the gateway), success, failed. */
export function Page({ data }: { data: PageData }) {
  const href = useHref();
  const fromApp = useUnit($fromApp);
  return (
    <section className="container payment-page">
      <h1>{data.title}</h1>
      <p className="lead">{data.description}</p>
      {data.route === 'payment-pending' ? <PaymentPending /> : null}
      {data.route === 'payment-success' ? (
        <PaymentSuccess handOff={<AppHandOff fromApp={fromApp} downloadHref={href('download')} />} />
      ) : null}
      {data.route === 'payment-failed' ? <PaymentFailed /> : null}
    </section>
  );
}
