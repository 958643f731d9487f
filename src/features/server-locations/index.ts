export { $locations, $locationsFailed, listLocationsFx, type ServerLocation } from './model.ts';
export { countryName, groupByCountry, type CountryLocations } from './group.ts';
