import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import i18n from './i18n';

/** A client with the app's options (the app has one; the component tests make one per test). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

// Course titles, descriptions and category names come in the reader's language (ADR 042): a switch of language
// asks again for what is on screen and marks the rest stale. Start-up (the first language set) asks nothing.
let answeredIn: string | undefined = i18n.resolvedLanguage;
i18n.on('languageChanged', (lng: string) => {
  const previous = answeredIn;
  answeredIn = lng;
  if (previous !== undefined && previous !== lng) void queryClient.invalidateQueries();
});
