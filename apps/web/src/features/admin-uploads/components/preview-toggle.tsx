// "Free preview" for the lesson chosen in the video gallery (PATCH /admin/videos/{id}, ADR 038): ticked, every
// visitor may watch the lesson from the course page. The server's own message confirms the change.
import type { AdminVideo } from '@atelje/shared/uploads/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Checkbox } from '../../../components/ui/checkbox';
import { api } from '../../../lib/api-client';
import { useUploadsTranslation } from '../lib/admin-uploads-i18n';
import { failureText } from './upload-messages';

export function PreviewToggle({ video }: { video: AdminVideo }) {
  const { t } = useUploadsTranslation();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  // The box shows the choice at once (a controlled input would flip back until the request's state arrives).
  const [chosen, setChosen] = useState<boolean | null>(null);
  const update = useMutation({
    mutationFn: (isPreview: boolean) =>
      api.patch('/admin/videos/{id}', { path: { id: video.id }, body: { is_preview: isPreview } }),
    onSuccess: (answer) => {
      setMessage({ tone: 'success', text: answer.message });
      void queryClient.invalidateQueries({ queryKey: ['admin-uploads', 'videos'] });
      void queryClient.invalidateQueries({ queryKey: ['course', video.course_id] });
    },
    onError: (failure) =>
      setMessage({ tone: 'danger', text: failureText(failure, t, 'messages.previewFailed') }),
    onSettled: () => setChosen(null),
  });
  const checked = chosen ?? update.data?.data.is_preview ?? video.is_preview;

  return (
    <div data-testid="preview-toggle">
      <Checkbox
        label={t('gallery.preview')}
        checked={checked}
        disabled={update.isPending}
        onChange={(event) => {
          const next = event.currentTarget.checked;
          setMessage(null);
          setChosen(next);
          update.mutate(next);
        }}
      />
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
    </div>
  );
}
