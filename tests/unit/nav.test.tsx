/** The router-free navigation port: which clicks a link turns into a client navigation, and the current-page mark. */
import type { MouseEvent } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isClientNavigation, NavContext, NavLink, staticNavigator } from '../../src/shared/nav/index.ts';

/** The parts of a click event the decision reads (a stand-in for React's event at the test's boundary). */
function click(
  overrides: Partial<{
    button: number;
    metaKey: boolean;
    ctrlKey: boolean;
    shiftKey: boolean;
    altKey: boolean;
    defaultPrevented: boolean;
    download: boolean;
  }> = {},
) {
  const { download = false, ...rest } = overrides;
  return {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    ...rest,
    currentTarget: { hasAttribute: (name: string) => name === 'download' && download },
  } as unknown as MouseEvent<HTMLAnchorElement>;
}

describe('isClientNavigation', () => {
  it('takes a plain primary click on a same-site path', () => {
    expect(isClientNavigation(click(), '/download/', undefined)).toBe(true);
    expect(isClientNavigation(click(), '/de/servers/', '_self')).toBe(true);
  });

  it.each([
    ['the middle button', click({ button: 1 }), '/download/', undefined],
    ['Ctrl', click({ ctrlKey: true }), '/download/', undefined],
    ['Cmd', click({ metaKey: true }), '/download/', undefined],
    ['Shift', click({ shiftKey: true }), '/download/', undefined],
    ['Alt', click({ altKey: true }), '/download/', undefined],
    ['a handler that prevented it', click({ defaultPrevented: true }), '/download/', undefined],
    ['a target of its own', click(), '/download/', '_blank'],
    ['a download', click({ download: true }), '/files/app.exe', undefined],
    ['another origin', click(), 'https://example.com/', undefined],
    ['a protocol-relative URL', click(), '//example.com/', undefined],
  ])('leaves %s to the browser', (_name, event, to, target) => {
    expect(isClientNavigation(event, to, target)).toBe(false);
  });
});

describe('NavLink', () => {
  const render = (path: string, to: string) =>
    renderToString(
      <NavContext.Provider value={staticNavigator(new URL(`https://fvp.example${path}`))}>
        <NavLink to={to}>x</NavLink>
      </NavContext.Provider>,
    );

  it('marks the page shown as current, with or without the trailing slash', () => {
    expect(render('/cabinet/profile/', '/cabinet/profile/')).toContain('aria-current="page"');
    expect(render('/cabinet/profile', '/cabinet/profile/')).toContain('aria-current="page"');
  });

  it('marks no other page, not even a parent path', () => {
    expect(render('/cabinet/profile/', '/cabinet/download/')).not.toContain('aria-current');
    expect(render('/cabinet/profile/', '/cabinet/')).not.toContain('aria-current');
  });

  it('is a real link the server writes', () => {
    expect(render('/', '/cabinet/')).toContain('href="/cabinet/"');
  });
});
