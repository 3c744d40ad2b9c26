import { createElement, lazy, type ComponentType } from 'react';

/** A page whose code loads on first visit, with a way to load it ahead. */
export type LazyPage<P extends object> = ComponentType<P> & {
  /** Loads the page's code; once it is here the page renders at once, without suspending. */
  preload(): Promise<unknown>;
};

/**
 * Like React.lazy, but a page whose code was loaded ahead (`preload`) renders in the same commit
 * as the shell, not one Suspense round later: React shows a suspended page's content at the
 * earliest about 300 ms after its fallback, which on a slow phone came on top of everything else
 * before the sign-in form painted (docs/decisions/0027). main.tsx preloads the page a visitor
 * opened, whose chunks index.html has already asked for.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a later visit may try again
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Page(props: P) {
    return createElement(loaded ?? Lazy, props);
  }
  return Object.assign(Page, { preload });
}
