/**
 * A link to a page of the site: a real <a href> that works without script, which a plain click
 * turns into a client navigation once the router runs. A click with a modifier key, another
 * button, a target of its own or a download keeps the browser's behaviour.
 */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useNavigator } from './context.ts';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path on this site (`/…`). */
  readonly to: string;
  /** Replace the current history entry. */
  readonly replace?: boolean;
}

/** Whether a click on a link should become a client navigation to `to`. */
export function isClientNavigation(event: MouseEvent<HTMLAnchorElement>, to: string, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    (!target || target === '_self') &&
    !event.currentTarget.hasAttribute('download') &&
    to.startsWith('/') &&
    !to.startsWith('//')
  );
}

export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const nav = useNavigator();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!nav.client || !isClientNavigation(event, to, target)) return;
    event.preventDefault();
    nav.navigate(to, replace ? { replace } : undefined);
  };
  return <a {...rest} href={to} target={target} onClick={handleClick} />;
}

/** A link that marks itself `aria-current="page"` when it is the page shown. */
export function NavLink(props: LinkProps) {
  const { pathname } = useNavigator().location;
  return <Link {...props} aria-current={samePath(pathname, props.to) ? 'page' : undefined} />;
}

/** Paths equal but for a trailing slash. */
function samePath(a: string, b: string): boolean {
  const strip = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return strip(a) === strip(b.split(/[?#]/)[0]!);
}
