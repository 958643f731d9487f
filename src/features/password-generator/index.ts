export { PasswordGenerator } from './ui.tsx';
