export { Subscription } from './ui.tsx';
