/**
 * A lucide interface icon, drawn from the site's sprite (scripts/icon-sprite.ts) as lucide draws
 * it: the sprite's symbol carries lucide's paint (no fill, a round stroke in the text's colour),
 * the icon its size and the stroke's width.
 */
import { spriteUrl } from 'virtual:icon-sprite';
import { iconSymbolId, type IconName } from './icon-names.ts';

export type { IconName } from './icon-names.ts';

/** With `label` the icon is an image with that accessible name; without, it is decorative and hidden from assistive technology. */
export function Icon({
  name,
  size = 24,
  strokeWidth = 2,
  className,
  label,
}: {
  name: IconName;
  size?: number;
  strokeWidth?: number;
  className?: string | undefined;
  label?: string;
}) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} strokeWidth={strokeWidth} className={className} {...a11y}>
      <use href={`${spriteUrl}#${iconSymbolId(name)}`} />
    </svg>
  );
}
