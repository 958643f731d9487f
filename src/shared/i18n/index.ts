export { intlFor, joinMessages, reportIntlError, withArguments } from './intl.ts';
export {
  isLocaleLoadError,
  loadedLocales,
  loadedMessages,
  loadedPageMessages,
  loadMessages,
  loadPageMessages,
  messagesVersion,
  seedMessages,
  subscribeMessages,
  type Messages,
  type PageMessages,
} from './messages.ts';
export { detectLocale, firstVisitLocale, type DetectInput, type DetectResult } from './detect.ts';
export { specMessage } from './spec-message.ts';
