export { cacheOf, cacheStale, eligiblePopups, popupToShow, translationOf, type PopupViewer } from './rules.ts';
export { $chatShifted, $popup, popupClosed, popupsStarted } from './model.ts';
export { ServicePopup } from './ui.tsx';
