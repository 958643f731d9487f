export { ConsentBanner, ConsentChoice, ConsentSettings, ConsentSettingsButton } from './ui.tsx';
export { $consent, consentAnswered, consentSettingsOpened, consentStarted, type ConsentStatus } from './model.ts';
