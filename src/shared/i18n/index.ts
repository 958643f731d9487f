export { intlFor, joinMessages, reportIntlError, withArguments } from './intl.ts';
export {
  isLocaleLoadError,
  loadedLocales,
  loadedMessages,
  loadedPageMessages,
  loadPageMessages,
  messagesVersion,
  seedMessages,
  subscribeMessages,
  type Messages,
  type PageMessages,
} from './messages.ts';
export { specMessage } from './spec-message.ts';
