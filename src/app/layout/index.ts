export { Layout } from './layout.tsx';
export { loadFooter } from './footer-slot.tsx';
