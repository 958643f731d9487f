/**
 * What the app shows for a router state: the page its loader prepared, or the error page for a
 * route error (a 404) or a page that failed to render. The same view renders on the server and
 * hydrates in the browser, with or without the router loaded.
 */
import { Component, type ReactNode } from 'react';
import type { PageData } from '../shared/page/view.ts';
import { ErrorView } from './error-view.tsx';
import { PageShell } from './page-shell.tsx';

export interface AppState {
  /** The page's data, or null when its loader failed. */
  readonly page: PageData | null;
  /** The loader's error (a 404 response or an exception) when there is no page. */
  readonly error: unknown;
}

/** The router's state as the view reads it: its loader data and errors under the one route's id. */
export function appStateOf(
  loaderData: Record<string, unknown> | null | undefined,
  errors: Record<string, unknown> | null | undefined,
): AppState {
  const page = (loaderData?.page as PageData | undefined) ?? null;
  return { page, error: page ? null : (errors?.page ?? new Error('The page has no data')) };
}

export function AppView({ state }: { state: AppState }) {
  return state.page ? (
    <RenderBoundary page={state.page}>
      <PageShell data={state.page} />
    </RenderBoundary>
  ) : (
    <ErrorView error={state.error} />
  );
}

/** A page that throws while rendering in the browser shows the error page, until the next page. */
class RenderBoundary extends Component<{ page: PageData; children: ReactNode }, { error: unknown; page: PageData | null }> {
  override state = { error: null as unknown, page: null as PageData | null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { page: PageData }, state: { error: unknown; page: PageData | null }) {
    // Another page clears the error of the last one.
    return props.page === state.page ? null : { page: props.page, error: null };
  }

  override render() {
    return this.state.error ? <ErrorView error={this.state.error} /> : this.props.children;
  }
}
