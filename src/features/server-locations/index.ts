export { $locations, $locationsFailed, listLocationsFx, type ServerLocation } from './model.ts';
export { groupByCountry, type CountryLocations } from './group.ts';
