// Media queries and the window's width, read so that a page the server rendered is taken over without a
// difference (ADR 062): the server's value during hydration, the browser's right after, and the browser's at once
// for what mounts later (React's useSyncExternalStore does exactly that).
import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches, kept up to date; `serverValue` is what the server's render assumed. */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', notify);
      return () => media.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

/** Live `prefers-reduced-motion: reduce`. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

function subscribeToResize(notify: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Resizing is debounced by 50 ms (spec 000 §9).
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(notify, 50);
  };
  window.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
}

/** The window's width; `serverWidth` is what the server's render assumed. */
export function useWindowWidth(serverWidth: number): number {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => serverWidth,
  );
}

const never = () => () => undefined;

/**
 * False while the server renders and while the browser takes that render over, true from the next render on (and
 * at once for what mounts later): for what only the browser can decide, such as whether a video starts by itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
