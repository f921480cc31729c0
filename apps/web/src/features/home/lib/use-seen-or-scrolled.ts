import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * True once the element is on screen (any part of it, no margin) or the page has been scrolled, and from then on.
 * The home page's sections under the hero are asked for on that sign (ADR 067): a phone whose first screen the hero
 * fills downloads their code, data and pictures only once its visitor scrolls, while a tall desktop window that
 * shows the first of them under the hero gets them at once.
 */
export function useSeenOrScrolled<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    // A page opened (or restored by the back button) somewhere down already shows what lies under the hero.
    if (window.scrollY > 0) {
      want();
      return;
    }
    window.addEventListener('scroll', want, { passive: true });
    const element = ref.current;
    let observer: IntersectionObserver | undefined;
    if (!element || typeof IntersectionObserver === 'undefined') want();
    else {
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) want();
      });
      observer.observe(element);
    }
    return () => {
      window.removeEventListener('scroll', want);
      observer?.disconnect();
    };
  }, [wanted]);
  return [ref, wanted];
}
