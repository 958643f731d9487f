export { $locations, $locationsFailed, listLocationsFx, type ServerLocation } from './model.ts';
export { flagOf, groupByCountry, type CountryLocations } from './group.ts';
