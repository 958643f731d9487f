/**
 * The lucide interface icons the site draws, by lucide's name. They are drawn from the site's one
 * sprite (scripts/icon-sprite.ts), so the pages' HTML and JavaScript name an icon and carry none of
 * its shapes; a name lucide-react does not have fails the build.
 */
export const ICON_NAMES = [
  'check',
  'chevron-down',
  'chevron-right',
  'circle-alert',
  'circle-check',
  'copy',
  'credit-card',
  'download',
  'eye-off',
  'gamepad-2',
  'globe',
  'key',
  'life-buoy',
  'lock',
  'menu',
  'minus',
  'monitor',
  'music',
  'play',
  'puzzle',
  'refresh-cw',
  'router',
  'server',
  'shield-alert',
  'shield-check',
  'shopping-bag',
  'smartphone',
  'tv',
  'user',
  'user-check',
  'wifi',
  'x',
  'zap',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** An interface icon's id in the sprite (a brand mark's is its slug). */
export function iconSymbolId(name: IconName): string {
  return `ui-${name}`;
}
