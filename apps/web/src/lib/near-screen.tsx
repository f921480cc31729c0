// Parts of a long page far under the first screen, rendered once the visitor comes near them (ADR 021): a phone
// that opens the home page and never scrolls does not build, lay out and fetch the data of twelve sections it
// never shows. Each part reserves room until then, so the page's length and scroll bar stay about the same.
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** How far under the screen a part starts rendering: one screen ahead of the visitor. */
const AHEAD = '0px 0px 100% 0px';

export function NearScreen({ children, className }: { children: ReactNode; className?: string }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  // Once shown, a part stays: scrolling back up finds it as it was.
  return (
    <div ref={box} className={className} data-near-screen={near ? 'shown' : 'waiting'}>
      {near ? children : null}
    </div>
  );
}
