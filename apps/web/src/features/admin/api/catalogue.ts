// The catalogue settings (ADR 071): GET/POST/PUT/DELETE /admin/categories and GET/PUT /admin/settings/catalogue.
// A change refreshes the lists that show categories (the course form's tree, the public one) and the audit log.
import type { CatalogueSettings } from '@atelje/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './queries';

/** Not adminKeys.categories: that is the public tree the course form reads. */
const categoriesKey = ['admin', 'category-settings'] as const;
const catalogueKey = ['admin', 'catalogue-settings'] as const;

/** A category as the form sends it; parent_id only when it is created. */
export interface CategoryBody {
  name_sr: string;
  name_en: string;
  slug: string;
  membership_price: string | null;
  parent_id?: number | null;
}

/** The settings as the form sends them (already checked and converted by the shared schema). */
export type CatalogueSettingsBody = CatalogueSettings;

export const useAdminCategories = () =>
  useQuery({
    queryKey: categoriesKey,
    queryFn: ({ signal }) => api.get('/admin/categories', { signal }),
  });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: categoriesKey });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    // The course form's category tree and the public pages' lists.
    void queryClient.invalidateQueries({ queryKey: adminKeys.categories });
    void queryClient.invalidateQueries({ queryKey: ['categories'] });
    void queryClient.invalidateQueries({ queryKey: ['courses'] });
  };
}

export function useSaveCategory() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body: { parent_id = null, ...body } }: { id: number | null; body: CategoryBody }) =>
      id === null
        ? api.post('/admin/categories', { body: { ...body, parent_id } })
        : api.put('/admin/categories/{id}', { path: { id }, body }),
    onSuccess: refresh,
  });
}

export function useOrderCategories() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { parent_id: number | null; ids: number[] }) =>
      api.put('/admin/categories/order', { body }),
    onSuccess: refresh,
  });
}

export function useDeleteCategory() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.delete('/admin/categories/{id}', { path: { id } }),
    onSuccess: refresh,
  });
}

export const useCatalogueSettings = () =>
  useQuery({
    queryKey: catalogueKey,
    queryFn: ({ signal }) => api.get('/admin/settings/catalogue', { signal }),
  });

export function useSaveCatalogueSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CatalogueSettingsBody) => api.put('/admin/settings/catalogue', { body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(catalogueKey, answer);
      void queryClient.invalidateQueries({ queryKey: ['settings', 'public'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}

const transliterationKey = ['admin', 'settings', 'transliteration'] as const;

/** The words that stay Latin in Serbian Cyrillic (ADR 082): GET/PUT /admin/settings/transliteration. */
export const useTransliterationSettings = () =>
  useQuery({
    queryKey: transliterationKey,
    queryFn: ({ signal }) => api.get('/admin/settings/transliteration', { signal }),
  });

export function useSaveTransliterationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (terms: string[]) => api.put('/admin/settings/transliteration', { body: { terms } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(transliterationKey, answer);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
