// GET /templates/{id}/download → { url }: a signed download link of a free template (signed-in users).
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function downloadTemplate(templateId: number): Promise<{ url: string }> {
  return api.get('/templates/{id}/download', { path: { id: templateId } });
}

export function useDownloadTemplate() {
  return useMutation({ mutationFn: downloadTemplate });
}
