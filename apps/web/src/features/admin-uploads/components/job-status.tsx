// A processing job's status, asked again every 2 s until it is ready or failed.
import type { VideoJob } from '@atelje/shared/uploads/schemas';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { useVideoJob } from '../api/get-video-job';
import { useUploadsTranslation } from '../lib/admin-uploads-i18n';
import styles from './uploads.module.css';

const TONES: Record<VideoJob['status'], BadgeTone> = {
  queued: 'neutral',
  processing: 'info',
  ready: 'success',
  failed: 'danger',
};

export function JobBadge({ job }: { job: Pick<VideoJob, 'status'> }) {
  const { t } = useUploadsTranslation();
  return <Badge tone={TONES[job.status]}>{t(`job.${job.status}`)}</Badge>;
}

export function JobStatus({ job: initial }: { job: VideoJob }) {
  const { t } = useUploadsTranslation();
  const { data: job } = useVideoJob(initial);
  const current = job ?? initial;
  return (
    <div className={styles.job} data-testid="video-job" data-status={current.status}>
      <span>
        {t('job.title')} · {t(`job.${current.kind}`)}:
      </span>
      <JobBadge job={current} />
      {current.status === 'failed' && current.error ? (
        <p className={styles.jobError}>{current.error}</p>
      ) : null}
    </div>
  );
}

/** The server's answer to a video upload: its message, then the status of the job it started. */
export function JobAnswer({ message, job }: { message: string; job: VideoJob }) {
  return (
    <>
      {message}
      <JobStatus job={job} />
    </>
  );
}
