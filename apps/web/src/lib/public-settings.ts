import type { PublicSettings } from '@atelje/shared/settings/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** `GET /settings/public`: company details (contact page, help, legal texts) and the refund days. */
export function getPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  return api.get('/settings/public', { signal });
}

export const publicSettingsQuery = queryOptions({
  queryKey: ['settings', 'public'],
  queryFn: ({ signal }) => getPublicSettings(signal),
  staleTime: 10 * 60_000,
});

export function usePublicSettings() {
  return useQuery(publicSettingsQuery);
}

/** The administrator's note under prices in the language (ADR 071); null: the page's own text. */
export function vatNote(
  settings: PublicSettings | undefined,
  language: string | null | undefined,
): string | null {
  const note = language?.startsWith('en') ? settings?.vat_text_en : settings?.vat_text_sr;
  return note?.trim() ? note : null;
}
