/** What views read of the download feature without loading its model (shared/model-view). */
import type { AppId } from '../../shared/lib/platform.ts';
import { modelValue } from '../../shared/model-view/index.ts';

export const appDownloadView = {
  /** The visitor's platform, null when it is none of the apps' (or not read yet): `$visitorPlatform`. */
  visitorPlatform: modelValue<AppId | null>('appDownload.visitorPlatform', null),
};
