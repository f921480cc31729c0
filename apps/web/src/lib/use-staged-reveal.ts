// Pages whose first screen the server wrote (ADR 020) render what lies below it in steps: the first render holds
// only the first screen (as the server's markup does), then one more part each time the browser is idle. Each
// step is a small piece of main-thread work instead of one long task that would block a phone for a second.
import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` parts to render now: `first` (the parts that belong to the first screen) at first, then one
 * more per idle moment.
 */
export function useStagedReveal(total: number, first = 0): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    const next = () => startTransition(() => setShown((count) => count + 1));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(next, { timeout: 250 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(next, 16);
    return () => window.clearTimeout(id);
  }, [shown, total]);
  return Math.min(shown, total);
}
