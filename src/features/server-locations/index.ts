export { $locations, $locationsFailed, listLocationsFx, type ServerLocation } from './model.ts';
export { countryName, flagOf, groupByCountry, type CountryLocations } from './group.ts';
