/** The id of the footer's site map, which the menu button links to before the app has loaded. */
export const SITE_MAP_ID = 'site-map';
