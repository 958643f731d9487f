import './chat.css';

export { chatLanguage, chatLocaleChanged, chatScriptSrc, chatShiftChanged, chatStarted, type ChatConfig } from './model.ts';
