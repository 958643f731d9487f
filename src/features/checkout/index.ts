export { OrderForm } from './ui.tsx';
export { checkoutMessages, planName } from './messages.ts';
export { $plan, $promo, payFx, payPressed, checkPromoFx, createOrderFx, checkoutFx, leaveForGatewayFx } from './model.ts';
