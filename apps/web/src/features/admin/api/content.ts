// The content editor's calls (ADR 070): the documents, one document, its versions; saving a draft, publishing,
// restoring (each answers the document as it now is) and the preview link.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiResponse, api } from '../../../lib/api-client';

export type ContentDocument = ApiResponse<'get', '/admin/content/{key}'>['data'];

const keys = {
  list: ['admin', 'content'] as const,
  document: (key: string) => ['admin', 'content', key] as const,
  versions: (key: string) => ['admin', 'content', key, 'versions'] as const,
};

export const useContentDocuments = () =>
  useQuery({ queryKey: keys.list, queryFn: ({ signal }) => api.get('/admin/content', { signal }) });

export const useContentDocument = (key: string) =>
  useQuery({
    queryKey: keys.document(key),
    queryFn: ({ signal }) => api.get('/admin/content/{key}', { path: { key }, signal }),
    // The editor holds its own copy; a background refetch must not replace what the administrator is typing.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export const useContentVersions = (key: string) =>
  useQuery({
    queryKey: keys.versions(key),
    queryFn: ({ signal }) => api.get('/admin/content/{key}/versions', { path: { key }, signal }),
  });

type Saved = ApiResponse<'put', '/admin/content/{key}/draft'>;

function useAfterSave(key: string) {
  const queryClient = useQueryClient();
  return (answer: Saved) => {
    queryClient.setQueryData(keys.document(key), answer);
    void queryClient.invalidateQueries({ queryKey: keys.versions(key) });
    void queryClient.invalidateQueries({ queryKey: keys.list, exact: true });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    // This tab's public pages show the new content at once.
    void queryClient.invalidateQueries({ queryKey: ['landings'] });
    void queryClient.invalidateQueries({ queryKey: ['faq'] });
  };
}

export function useSaveContent(key: string) {
  const after = useAfterSave(key);
  return useMutation({
    mutationFn: ({ publish, base, content }: { publish: boolean; base: number; content: unknown }) => {
      const options = { path: { key }, body: { base_version: base, content } };
      return publish
        ? api.post('/admin/content/{key}/publish', options)
        : api.put('/admin/content/{key}/draft', options);
    },
    onSuccess: after,
  });
}

export function useRestoreContent(key: string) {
  const after = useAfterSave(key);
  return useMutation({
    mutationFn: ({ version, base }: { version: number; base: number }) =>
      api.post('/admin/content/{key}/versions/{version}/restore', {
        path: { key, version },
        body: { base_version: base },
      }),
    onSuccess: after,
  });
}

export const usePreviewContent = (key: string) =>
  useMutation({ mutationFn: () => api.post('/admin/content/{key}/preview', { path: { key } }) });

export const contentKeys = keys;
