/**
 * The error page's view (error-shell.tsx), a chunk of its own: a page that failed loads it before
 * it hydrates, any other page after, for an error later on. The server provides it at once.
 */
import { useEffect, useState, type ComponentType } from 'react';

type Shell = ComponentType<{ error: unknown }>;

let shell: Shell | null = null;
let loading: Promise<Shell> | null = null;

export function loadErrorView(): Promise<Shell> {
  return (loading ??= import('./error-shell.tsx').then((module) => (shell = module.ErrorShell)));
}

/** The server renders with the view in its bundle. */
export function provideErrorView(view: Shell): void {
  shell = view;
}

/** The error page; nothing until its chunk has come, should an error arrive first. */
export function ErrorView({ error }: { error: unknown }) {
  const [, setLoaded] = useState(shell !== null);
  useEffect(() => {
    if (shell) return;
    let live = true;
    loadErrorView()
      .then(() => live && setLoaded(true))
      .catch((failure: unknown) => console.warn('[app] the error page did not load', failure));
    return () => {
      live = false;
    };
  }, []);
  const View = shell;
  return View ? <View error={error} /> : null;
}
