export { affiliateSignUpFx, landingKeptFx, sendAffiliateEventFx } from './model.ts';
