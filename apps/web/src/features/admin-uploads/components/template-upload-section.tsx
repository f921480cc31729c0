// Dashboard section "template-upload": a course's template (the picker offers video types, spec 001 §5; the
// server takes any file).
import { VIDEO_ACCEPT } from '@atelje/shared/uploads/schemas';
import { useUploadsTranslation } from '../lib/admin-uploads-i18n';
import { FileUploadForm } from './file-upload-form';
import { SectionFrame } from './section-frame';

export function TemplateUploadSection() {
  const { t } = useUploadsTranslation();
  return (
    <SectionFrame title={t('sections.template')} lead={t('intro.template')}>
      <FileUploadForm kind="template" accept={VIDEO_ACCEPT} />
    </SectionFrame>
  );
}
