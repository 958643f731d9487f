export { intlFor, reportIntlError } from './intl.ts';
export { loadedMessages, loadMessages, type Messages } from './messages.ts';
export { detectLocale, type DetectInput, type DetectResult } from './detect.ts';
export { specMessage } from './spec-message.ts';
