export { PaymentFailed, PaymentPending, PaymentSuccess } from './ui.tsx';
export { $view, getOrderFx, pollFx, POLL_DELAYS_MS, SLOW_AFTER_MS, waitFx } from './model.ts';
