// The confirmation before the free one-month extension (spec 000 §4): confirm, post, then the new end date; a
// second use answers "Free extension already used", anything else "Failed to extend the course...".
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n-react';
import { usePublicSettings } from '../../../lib/public-settings';
import { extendedExpiry, type PurchasedCourse, userCoursesKey } from '../../checkout';
import { useExtendCourse } from '../api/extend-course';
import parts from './profile-section.module.css';
import styles from './purchases.module.css';

interface FreeExtensionDialogProps {
  course: PurchasedCourse;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}

export function FreeExtensionDialog({ course, open, onClose, onDone }: FreeExtensionDialogProps) {
  const { t, i18n } = useTranslation('profile');
  const lng = i18n.resolvedLanguage ?? 'sr';
  const queryClient = useQueryClient();
  const extend = useExtendCourse();
  const [error, setError] = useState<string | null>(null);
  // The months in force (ADR 071); the server extends by them and answers the date.
  const months = usePublicSettings().data?.free_extension_months ?? 1;
  const newDate = extendedExpiry(course.course_expiry_date, months);

  function close() {
    setError(null);
    onClose();
  }

  async function confirm() {
    setError(null);
    try {
      const result = await extend.mutateAsync(course.id);
      // Show the new date at once; the list is fetched again in the background.
      queryClient.setQueryData<PurchasedCourse[]>(userCoursesKey, (list) =>
        list?.map((item) =>
          item.id === course.id
            ? {
                ...item,
                course_expiry_date: result.new_expiry_date,
                access_valid: true,
                can_extend_free: false,
                free_extension_used: true,
              }
            : item,
        ),
      );
      onDone(result.message || t('purchases.extendedTo', { date: formatDate(result.new_expiry_date, lng) }));
    } catch (cause) {
      setError(
        cause instanceof ApiError && cause.status === 422 && cause.serverMessage
          ? cause.serverMessage
          : t('extend.failed'),
      );
    }
  }

  return (
    <Modal open={open} onClose={close} title={t('extend.title')} size="sm" testId="extend-dialog">
      <div className={styles.dialog}>
        <p>{t('extend.text', { title: course.title, date: formatDate(newDate, lng), count: months })}</p>
        <p className={parts.meta}>{t('extend.once')}</p>
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={close}>
            {t('extend.cancel')}
          </Button>
          <Button
            onClick={() => void confirm()}
            loading={extend.isPending}
            loadingText={t('extend.working')}
            data-autofocus
            data-testid="extend-confirm"
          >
            {t('extend.confirm')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
