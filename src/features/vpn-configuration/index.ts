export { Configuration } from './ui.tsx';
