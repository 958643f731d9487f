export { ErrorPage, localeFailedTitle } from './ui.tsx';
