// A URL hash scrolls to its anchor 300 ms after the page (or the hash) arrives, leaving 120 px above it for the
// sticky bar (spec 000 §2, §9). The sections also carry scroll-margin-top: 120px, so the browser's own jump
// and this one agree.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export const HASH_SCROLL_DELAY_MS = 300;
export const HASH_SCROLL_OFFSET_PX = 120;

export function scrollToAnchor(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const top = target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET_PX;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: Math.max(0, top), behavior: smooth ? 'smooth' : 'auto' });
}

/** `ready`: the sections are rendered (the content has arrived). */
export function useHashScroll(ready: boolean) {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new navigation (key) to the same hash scrolls again
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const id = decodeURIComponent(hash.slice(1));
    const timer = window.setTimeout(() => scrollToAnchor(id), HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [ready, hash, key]);
}
