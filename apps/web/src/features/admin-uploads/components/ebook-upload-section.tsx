// Dashboard section "pdf-upload": a course's e-book (.pdf or .pptx).
import { EBOOK_ACCEPT } from '@atelje/shared/uploads/schemas';
import { useUploadsTranslation } from '../lib/admin-uploads-i18n';
import { FileUploadForm } from './file-upload-form';
import { SectionFrame } from './section-frame';

export function EbookUploadSection() {
  const { t } = useUploadsTranslation();
  return (
    <SectionFrame title={t('sections.ebook')} lead={t('intro.ebook')}>
      <FileUploadForm kind="ebook" accept={EBOOK_ACCEPT} />
    </SectionFrame>
  );
}
