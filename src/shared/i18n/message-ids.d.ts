// Message ids are typed from the source catalogue: an unknown id is a type error.
import type en from '../../../locales/en.json';

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: keyof typeof en;
    }
  }
}
