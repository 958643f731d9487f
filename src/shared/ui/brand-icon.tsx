/** A platform or store mark from simple-icons, drawn inline from its path data. */
import type { SimpleIcon } from 'simple-icons';

/**
 * With `label` the mark is an image with that accessible name; without, it is decorative (its
 * text sits beside it) and hidden from assistive technology, keeping the title as a tooltip.
 */
export function BrandIcon({ icon, label, className }: { icon: SimpleIcon; label?: string; className?: string }) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false };
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" className={className} {...a11y}>
      <title>{label ?? icon.title}</title>
      <path d={icon.path} />
    </svg>
  );
}
