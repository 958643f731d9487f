export { cacheOf, cacheStale, eligiblePopups, popupToShow, translationOf, type PopupViewer } from './rules.ts';
