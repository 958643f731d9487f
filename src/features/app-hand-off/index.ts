export { AppHandOff } from './ui.tsx';
export { $handOff, createActionKeyFx, deepLink, keyRequested } from './model.ts';
