export { livingStarted, localeShown, tabVisible, type LivingStart } from './model.ts';
