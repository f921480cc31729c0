// "Preuzmi" for a free template: visitors get the login modal; signed-in users get a signed URL
// (GET /templates/{id}/download) that opens in a new tab, or in this one when the browser blocks the tab.
import { useTranslation } from '../../../lib/i18n-react';
import { toast } from '../../../lib/toast';
import { useAuth, useAuthModal } from '../../auth';
import { useDownloadTemplate } from '../api/download-template';

export function useTemplateDownload() {
  const { t } = useTranslation('catalog');
  const { isAuthenticated } = useAuth();
  const authModal = useAuthModal();
  const mutation = useDownloadTemplate();

  function download(templateId: number) {
    if (!isAuthenticated) {
      authModal.open('login');
      return;
    }
    mutation.mutate(templateId, {
      onSuccess: ({ url }) => {
        const opened = window.open(url, '_blank');
        if (opened) opened.opener = null;
        else window.location.assign(url);
      },
      onError: (error) => {
        toast.error(error.message || t('materials.downloadError'));
      },
    });
  }

  return { download, pendingId: mutation.isPending ? mutation.variables : null };
}
