import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport, and from then on: sections below the fold
 * fetch their data and load their widgets only when someone scrolls towards them.
 */
export function useNearViewport<T extends Element>(margin = '600px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}

export { useMediaQuery, usePrefersReducedMotion } from '../../../lib/use-media-query';
