// Dashboard section "generated trailer": asks for a trailer cut from a course's lessons, follows its status every
// 3 s (for at most 5 minutes) and plays it when it is ready.
import type { GeneratedTrailerResponse } from '@atelje/shared/uploads/schemas';
import { useEffect, useRef, useState } from 'react';
import parts from '../../../components/admin/dashboard-parts.module.css';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { getGeneratedTrailerStatus, requestGeneratedTrailer } from '../api/get-generated-trailer';
import { useUploadsTranslation } from '../lib/admin-uploads-i18n';
import { nextTrailerPoll } from '../lib/trailer-poll';
import { CourseSelect } from './course-select';
import { SectionFrame } from './section-frame';
import styles from './uploads.module.css';

type State =
  | { kind: 'idle' }
  | { kind: 'answer'; answer: GeneratedTrailerResponse }
  | { kind: 'timeout' }
  | { kind: 'error'; message: string | null };

export function GeneratedTrailerSection() {
  const { t } = useUploadsTranslation();
  const [courseId, setCourseId] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const run = useRef<AbortController | null>(null);

  useEffect(() => () => run.current?.abort(), []);

  const follow = async (id: number, controller: AbortController) => {
    const startedAt = Date.now();
    try {
      let answer = await requestGeneratedTrailer(id, controller.signal);
      for (;;) {
        setState({ kind: 'answer', answer });
        const next = nextTrailerPoll(answer.status, startedAt, Date.now());
        if ('stop' in next) {
          if (next.stop === 'timeout') setState({ kind: 'timeout' });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, next.wait));
        if (controller.signal.aborted) return;
        answer = await getGeneratedTrailerStatus(id, controller.signal);
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ kind: 'error', message: error instanceof ApiError ? error.serverMessage : null });
    }
  };

  const start = () => {
    if (!courseId) {
      setState({ kind: 'error', message: t('messages.selectCourse') });
      return;
    }
    run.current?.abort();
    const controller = new AbortController();
    run.current = controller;
    void follow(Number(courseId), controller);
  };

  const choose = (value: string) => {
    run.current?.abort();
    setCourseId(value);
    setState({ kind: 'idle' });
  };

  const answer = state.kind === 'answer' ? state.answer : null;
  return (
    <SectionFrame title={t('sections.trailer')} lead={t('intro.trailer')}>
      <div className={parts.form}>
        <CourseSelect value={courseId} onChange={choose} />
        <div className={styles.actions}>
          <Button
            onClick={start}
            loading={answer?.status === 'generating'}
            loadingText={t('trailer.generating')}
          >
            {t('trailer.make')}
          </Button>
          {answer ? (
            <Badge
              tone={answer.status === 'ready' ? 'success' : answer.status === 'failed' ? 'danger' : 'info'}
            >
              {t(`trailer.status.${answer.status}`)}
            </Badge>
          ) : null}
        </div>
        {answer?.status === 'failed' ? (
          <Alert tone="danger">{answer.error ?? t('trailer.failed')}</Alert>
        ) : null}
        {state.kind === 'timeout' ? <Alert tone="warning">{t('trailer.timeout')}</Alert> : null}
        {state.kind === 'error' ? <Alert tone="danger">{state.message ?? t('trailer.failed')}</Alert> : null}
        {answer?.status === 'ready' && answer.url ? (
          // biome-ignore lint/a11y/useMediaCaption: a generated trailer has no speech to caption
          <video
            className={styles.trailer}
            src={answer.url}
            controls
            preload="metadata"
            data-testid="generated-trailer"
          />
        ) : null}
      </div>
    </SectionFrame>
  );
}
