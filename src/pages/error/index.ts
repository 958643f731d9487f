export { ErrorPage } from './ui.tsx';
