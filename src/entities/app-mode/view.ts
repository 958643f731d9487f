/** What views read of app mode without loading its model (shared/model-view), and the rules they share with it. */
import type { RouteId } from '../../../generated/routes.ts';
import { modelValue } from '../../shared/model-view/index.ts';

/** The pages that show no site navigation in app mode. */
export const APP_MODE_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>(['order', 'payment-pending', 'payment-success', 'payment-failed']);

/** Whether a URL's query asks for app mode (the app opens the site with it). */
export function asksForAppMode(search: string): boolean {
  return new URLSearchParams(search).get('source') === 'app';
}

export const appModeView = {
  /** The tab came from one of the apps: `$fromApp`. */
  fromApp: modelValue<boolean>('appMode.fromApp', false),
};
