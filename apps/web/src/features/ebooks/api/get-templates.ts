// GET /templates: every template, free ones downloadable by signed-in users.
import type { Template } from '@atelje/shared/catalog/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getTemplates(signal?: AbortSignal): Promise<Template[]> {
  return api.get('/templates', { signal });
}

export const templatesQuery = () =>
  queryOptions({ queryKey: ['templates'], queryFn: ({ signal }) => getTemplates(signal) });

export function useTemplates() {
  return useQuery(templatesQuery());
}
