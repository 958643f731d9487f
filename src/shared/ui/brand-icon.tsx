/** A platform or store mark from simple-icons, drawn from the site's sprite of them. */
import { spriteUrl, titles } from 'virtual:icon-sprite';
import type { BrandIconSlug } from './brand-icon-slugs.ts';

export type { BrandIconSlug } from './brand-icon-slugs.ts';

/** A mark's name (its owner's spelling). */
export function brandTitle(icon: BrandIconSlug): string {
  return titles[icon] ?? icon;
}

/**
 * With `label` the mark is an image with that accessible name; without, it is decorative (its
 * text sits beside it) and hidden from assistive technology, keeping the title as a tooltip.
 */
export function BrandIcon({ icon, label, className }: { icon: BrandIconSlug; label?: string; className?: string }) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  // The sprite's symbol fills the mark with the text's colour.
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" className={className} {...a11y}>
      <title>{label ?? brandTitle(icon)}</title>
      <use href={`${spriteUrl}#${icon}`} />
    </svg>
  );
}
