export { $freeLocationsOpen, freeLocationsChecked, offerFreeLocationsFx } from './model.ts';
export { FreeLocationsModal } from './ui.tsx';
