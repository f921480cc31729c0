import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import i18n, { keptLanguageOtherThanPage } from '../lib/i18n';
import { queryClient } from '../lib/react-query';

export function App({ router }: { router: DataRouter }) {
  // The page is live: React has taken the server's markup over (or rendered its own) and committed it. The taps
  // kept meanwhile are done from now on (apps/server/src/modules/seo/early-events.ts).
  useEffect(() => {
    document.documentElement.setAttribute('data-live', '');
    document.dispatchEvent(new Event('atelje:live'));
    // A language this browser kept that the server did not know renders only now: switching while React was
    // still taking the server's markup over would make it drop that markup and render anew.
    const kept = keptLanguageOtherThanPage();
    if (kept) void i18n.changeLanguage(kept);
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
