export { WebRtcLeakTest } from './ui.tsx';
