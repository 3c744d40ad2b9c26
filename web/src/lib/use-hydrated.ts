import { useLayoutEffect, useSyncExternalStore, type RefObject } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates markup rendered ahead at build time (and in that render itself),
 * true in every other render. Parts that depend on the browser (the saved theme, a form that must
 * not submit before its handler is attached) render their server form first, so the hydrating
 * render matches the markup, and update right after (web/src/prerender.tsx).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Takes into state what a visitor typed into a field rendered ahead before the page's script ran:
 * hydration keeps the typed text on screen, but the state still holds the rendered value, and the
 * next render would put that back. Reads the field once, as the page is hydrated.
 */
export function useTypedAhead(
  ref: RefObject<HTMLInputElement | null>,
  value: string,
  setValue: (typed: string) => void,
): void {
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) setValue(typed);
    // Once, for the markup the page started with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
