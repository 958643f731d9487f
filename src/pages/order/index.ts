export { Page } from './ui.tsx';
