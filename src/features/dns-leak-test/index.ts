export { DnsLeakTest } from './ui.tsx';
