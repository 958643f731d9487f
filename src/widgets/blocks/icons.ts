/** The interface icons content blocks may name (spec: ICON_NAMES), each a lucide icon of the site's sprite. */
import type { IconName as SpecIconName } from '../../../generated/content.ts';
import type { IconName } from '../../shared/ui/icon.tsx';

/** A name the spec allows without an icon here is a type error. */
export const blockIcons: { readonly [K in SpecIconName]: IconName } = {
  'shield-check': 'shield-check',
  'eye-off': 'eye-off',
  globe: 'globe',
  zap: 'zap',
  lock: 'lock',
  wifi: 'wifi',
  server: 'server',
  smartphone: 'smartphone',
  monitor: 'monitor',
  download: 'download',
  'user-check': 'user-check',
  'credit-card': 'credit-card',
  gamepad: 'gamepad-2',
  tv: 'tv',
  music: 'music',
  key: 'key',
  'life-buoy': 'life-buoy',
  check: 'check',
};
