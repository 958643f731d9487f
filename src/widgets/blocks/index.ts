export { Blocks } from './blocks.tsx';
export { useContentText } from './text.ts';
