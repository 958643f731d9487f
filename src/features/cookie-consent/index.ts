export { ConsentChoice, ConsentSettingsButton } from './choice.tsx';
export { ConsentBanner, ConsentSettings } from './ui.tsx';
export { $consent, consentAnswered, consentSettingsOpened, consentStarted, type ConsentStatus } from './model.ts';
export { consentView } from './view.ts';
