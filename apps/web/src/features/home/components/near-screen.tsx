// A home page section far under the first screen, rendered once the visitor comes within a screen of it (ADR 021):
// a phone that opens the home page and never scrolls does not build, lay out and fetch the data of twelve
// sections it never shows. The box reserves room until then (home-below-fold.module.css), so the page keeps
// about its length; once shown, a section stays.
import type { ReactNode } from 'react';
import { useNearViewport } from '../lib/use-near-viewport';

export function NearScreen({ children, className }: { children: ReactNode; className?: string }) {
  const [box, near] = useNearViewport<HTMLDivElement>('100%');
  return (
    <div ref={box} className={className} data-near-screen={near ? 'shown' : 'waiting'}>
      {near ? children : null}
    </div>
  );
}
