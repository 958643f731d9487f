export { derivedStates, type DerivedStates } from './derived.ts';
