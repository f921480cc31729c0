// The administrator's mail sequences (ADR 077): settings with counts, saving them, a test e-mail to oneself.
import type {
  AdminMailSequencesResponse,
  MailSequence,
  MailSequenceSettings,
} from '@atelje/shared/mail-sequences/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const key = ['admin', 'mail-sequences'] as const;

export const useMailSequences = () =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }): Promise<AdminMailSequencesResponse> =>
      api.get('/admin/mail-sequences', { signal }),
  });

export function useSaveMailSequences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: MailSequenceSettings): Promise<AdminMailSequencesResponse> =>
      api.put('/admin/mail-sequences', { body: settings }),
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}

export const useTestMailSequence = () =>
  useMutation({
    mutationFn: (sequence: MailSequence): Promise<{ message: string }> =>
      api.post('/admin/mail-sequences/test', { body: { sequence } }),
  });
