export { AddressFacts, IpCheck } from './ui.tsx';
