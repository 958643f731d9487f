/**
 * How views move between pages without depending on the router: the current location and a
 * navigate function. The browser's router loads after the first page has hydrated; until it has,
 * navigate() is a full page load and links are plain links.
 */
import { createContext, useContext } from 'react';

export interface NavLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  readonly replace?: boolean;
}

export interface Navigator {
  /** The location of the page shown (during a client navigation, still the one being left). */
  readonly location: NavLocation;
  /** True once navigate() is a client navigation (the router has loaded), false before and on the server. */
  readonly client: boolean;
  /** Goes to a same-site path. */
  navigate(to: string, options?: NavigateOptions): void;
}

export const NavContext = createContext<Navigator | null>(null);

export function useNavigator(): Navigator {
  const nav = useContext(NavContext);
  if (!nav) throw new Error('No NavContext: render views inside the app root');
  return nav;
}

export function useLocation(): NavLocation {
  return useNavigator().location;
}

export function useNavigate(): Navigator['navigate'] {
  return useNavigator().navigate;
}

/** A navigator that only reads: the server's render, whose links are never followed by script. */
export function staticNavigator(url: URL): Navigator {
  return {
    location: { pathname: url.pathname, search: url.search, hash: '' },
    client: false,
    navigate: () => {
      throw new Error('navigate() has no effect in a server render');
    },
  };
}
