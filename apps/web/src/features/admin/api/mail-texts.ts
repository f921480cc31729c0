// The e-mail texts editor's calls (ADR 085): the templates, one template's texts in a language, saving and resetting
// them (each answers the texts as they now are), a preview of unsaved texts, a test e-mail with the saved ones.
import type {
  MailTextDetail,
  MailTextLang,
  MailTextList,
  MailTextPreview,
} from '@atelje/shared/mail-texts/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const keys = {
  list: ['admin', 'mail-texts'] as const,
  detail: (template: string, lang: MailTextLang) => ['admin', 'mail-texts', template, lang] as const,
};

export const useMailTextTemplates = () =>
  useQuery({
    queryKey: keys.list,
    queryFn: ({ signal }): Promise<MailTextList> => api.get('/admin/mail-texts', { signal }),
  });

export const useMailTexts = (template: string, lang: MailTextLang) =>
  useQuery({
    queryKey: keys.detail(template, lang),
    queryFn: ({ signal }): Promise<MailTextDetail> =>
      api.get('/admin/mail-texts/{template}/{lang}', { path: { template, lang }, signal }),
    // The editor holds its own copy; a background refetch must not replace what the administrator is typing.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

function useAfterSave(template: string, lang: MailTextLang) {
  const queryClient = useQueryClient();
  return (answer: MailTextDetail) => {
    queryClient.setQueryData(keys.detail(template, lang), answer);
    void queryClient.invalidateQueries({ queryKey: keys.list, exact: true });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
  };
}

export function useSaveMailTexts(template: string, lang: MailTextLang) {
  const after = useAfterSave(template, lang);
  return useMutation({
    mutationFn: ({ base, texts }: { base: number; texts: Record<string, string> }): Promise<MailTextDetail> =>
      api.put('/admin/mail-texts/{template}/{lang}', {
        path: { template, lang },
        body: { base_version: base, texts },
      }),
    onSuccess: after,
  });
}

export function useResetMailTexts(template: string, lang: MailTextLang) {
  const after = useAfterSave(template, lang);
  return useMutation({
    mutationFn: (base: number): Promise<MailTextDetail> =>
      api.delete('/admin/mail-texts/{template}/{lang}', {
        path: { template, lang },
        query: { base_version: String(base) },
      }),
    onSuccess: after,
  });
}

export const usePreviewMailTexts = (template: string, lang: MailTextLang) =>
  useMutation({
    mutationFn: (texts: Record<string, string>): Promise<MailTextPreview> =>
      api.post('/admin/mail-texts/{template}/{lang}/preview', { path: { template, lang }, body: { texts } }),
  });

export const useTestMailTexts = (template: string, lang: MailTextLang) =>
  useMutation({
    mutationFn: (): Promise<{ message: string }> =>
      api.post('/admin/mail-texts/{template}/{lang}/test', { path: { template, lang } }),
  });

export const mailTextKeys = keys;
