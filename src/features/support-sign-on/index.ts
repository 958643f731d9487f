export { SupportSignOn } from './ui.tsx';
