export { $locations, $locationsFailed, listLocationsFx, pageShowsLocations, type ServerLocation } from './model.ts';
export { groupByCountry, type CountryLocations } from './group.ts';
export { serverLocationsView } from './view.ts';
