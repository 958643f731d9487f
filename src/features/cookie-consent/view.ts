/** What views read of the cookie notice, and the event they call, without loading its model (shared/model-view). */
import { modelEvent, modelValue } from '../../shared/model-view/index.ts';

export type ConsentStatus = 'accepted' | 'declined';

export const consentView = {
  /** The stored answer: `$consent` ('none' when there is none yet, 'unread' until the browser has read it). */
  status: modelValue<ConsentStatus | 'none' | 'unread'>('consent.status', 'unread'),
  /** `consentSettingsOpened`: the settings panel is asked for. */
  settingsOpened: modelEvent('consent.settingsOpened'),
};
