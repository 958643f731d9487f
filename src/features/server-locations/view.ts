/** What views read of the server locations without loading their model (shared/model-view). */
import { modelValue } from '../../shared/model-view/index.ts';
import type { ServerLocation } from './model.ts';

export const serverLocationsView = {
  /** The locations, null until they load: `$locations`. */
  locations: modelValue<readonly ServerLocation[] | null>('serverLocations.list', null),
  /** Whether the last load failed: `$locationsFailed`. */
  failed: modelValue<boolean>('serverLocations.failed', false),
};
