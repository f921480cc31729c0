import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/react-query';

export function App({ router }: { router: DataRouter }) {
  // The page is live: React has taken the server's markup over (or rendered its own) and committed it. The taps
  // kept meanwhile are done from now on (apps/server/src/modules/seo/early-events.ts).
  useEffect(() => {
    document.documentElement.setAttribute('data-live', '');
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
