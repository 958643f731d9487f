export { OrderForm, money } from './ui.tsx';
export { checkoutMessages } from './messages.ts';
export { $plan, $promo, payFx, payPressed, checkPromoFx, createOrderFx, checkoutFx, leaveForGatewayFx } from './model.ts';
