/**
 * The mobile navigation panel's behaviour: open and close, focus moved into the panel and kept
 * between the menu button and the panel while open, Escape to close with focus back on the button,
 * and closing on navigation or when the viewport grows past the tablet breakpoint.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from '../../shared/nav/index.ts';
import { breakpoints } from '../../../generated/constants.ts';

const FOCUSABLE = 'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface Menu {
  /** False until the page has hydrated: the server's markup links to the footer's site map instead. */
  readonly enhanced: boolean;
  readonly open: boolean;
  readonly toggle: () => void;
  readonly buttonRef: RefObject<HTMLButtonElement | null>;
  readonly panelRef: RefObject<HTMLDivElement | null>;
}

export function useMenu(): Menu {
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setEnhanced(true), []);
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    root.dataset.menuOpen = 'true';
    const focusables = () => [
      ...(buttonRef.current ? [buttonRef.current] : []),
      ...(panelRef.current ? [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)] : []).filter((el) => el.offsetParent !== null),
    ];
    focusables()[1]?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        setOpen(false);
        buttonRef.current?.focus();
        return;
      }
      if (event.key !== 'Tab') return;
      const list = focusables();
      const index = list.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey ? (index <= 0 ? list.length - 1 : index - 1) : (index + 1) % list.length;
      event.preventDefault();
      list[next]?.focus();
    };
    const wide = window.matchMedia(`(width >= ${breakpoints.tablet}px)`);
    const onWide = () => wide.matches && setOpen(false);
    document.addEventListener('keydown', onKeyDown);
    wide.addEventListener('change', onWide);
    return () => {
      delete root.dataset.menuOpen;
      document.removeEventListener('keydown', onKeyDown);
      wide.removeEventListener('change', onWide);
    };
  }, [open]);

  const toggle = useCallback(() => setOpen((value) => !value), []);
  return { enhanced, open, toggle, buttonRef, panelRef };
}
