export type { SwitchTarget } from './model.ts';
export { LocaleSwitcher } from './ui.tsx';
