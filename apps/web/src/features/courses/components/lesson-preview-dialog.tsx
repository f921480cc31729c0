// A free preview lesson in a dialog on the course page (issue 16, ADR 038): the lesson player with the intro rules
// (a separate intro first, "Skip Intro" for a joined one), nothing saved, and the way to the rest of the course.
// Loaded only when a visitor opens a preview, so the course page does not carry the player.
import type { LessonUrlResponse, PreviewLessonResponse } from '@atelje/shared/lessons/schemas';
import { type ReactNode, useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n-react';
import { LessonPlayer } from '../../lessons';
import { useLessonPreview } from '../api/get-lesson-preview';
import styles from './lesson-preview-dialog.module.css';

export interface PreviewLesson {
  id: number;
  title: string;
  number: number;
  poster: string | null;
}

interface LessonPreviewDialogProps {
  courseId: number;
  lesson: PreviewLesson | null;
  onClose: () => void;
  /** The course's "add to cart" (or "go to cart") button, under the player. */
  action: ReactNode;
}

/** The preview's answer in the player's shape: nothing resumes and nothing is saved. */
function playable(preview: PreviewLessonResponse): LessonUrlResponse {
  return {
    url: preview.url,
    intro_duration: preview.intro_duration,
    intro_url: preview.intro_url,
    hls_url: preview.hls_url,
    type: preview.type,
    position_seconds: 0,
    completed: false,
    expires_at: preview.expires_at,
    captions: preview.captions,
  };
}

const noSave = () => undefined;

export default function LessonPreviewDialog({ courseId, lesson, onClose, action }: LessonPreviewDialogProps) {
  const { t } = useTranslation('catalog');
  const [speed, setSpeed] = useState(1);
  const preview = useLessonPreview(courseId, lesson?.id ?? null);
  const answer = useMemo(() => (preview.data ? playable(preview.data) : null), [preview.data]);
  const refused = preview.error instanceof ApiError && preview.error.status === 403;

  return (
    <Modal
      open={lesson !== null}
      onClose={onClose}
      title={lesson ? t('course.preview.title', { number: lesson.number, title: lesson.title }) : ''}
      description={t('course.preview.lead')}
      size="lg"
      testId="lesson-preview"
    >
      <div className={styles.body}>
        {preview.isPending ? (
          <div className={styles.placeholder} role="status" data-testid="preview-loading">
            {t('course.preview.loading')}
          </div>
        ) : preview.isError || !answer || !lesson ? (
          <Alert tone="danger">
            {refused && preview.error instanceof ApiError && preview.error.serverMessage
              ? preview.error.serverMessage
              : t('course.preview.error')}
          </Alert>
        ) : (
          <LessonPlayer
            key={lesson.id}
            answer={answer}
            title={lesson.title}
            poster={lesson.poster ?? ''}
            speed={speed}
            onSpeedChange={setSpeed}
            onSave={noSave}
            next={null}
            onRetry={() => void preview.refetch()}
          />
        )}
        <div className={styles.footer}>
          <p className={styles.note}>{t('course.preview.rest')}</p>
          <div className={styles.action}>{action}</div>
        </div>
      </div>
    </Modal>
  );
}
