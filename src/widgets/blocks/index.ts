export { Blocks } from './blocks.tsx';
