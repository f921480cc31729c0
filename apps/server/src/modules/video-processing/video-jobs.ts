// Registers the video processing and trailer workers on the job queue (called from jobs/handlers.ts).
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Storage } from '../../drivers/storage/index';
import type { JobLog, JobQueue } from '../../jobs/queue';
import {
  runTrailerJob,
  runVideoJob,
  TRAILER_QUEUE,
  type TrailerJobMessage,
  VIDEO_JOB_QUEUE,
  type VideoJobMessage,
} from './video-processing.service';

export async function registerVideoWorkers(
  queue: JobQueue,
  database: Database,
  config: Config,
  storage: Storage,
  log: Pick<JobLog, 'error'> = console,
  onLessonsChanged?: (courseId: number) => Promise<void>,
): Promise<void> {
  const deps = { db: database.db, storage, config, log, onLessonsChanged };
  await queue.work<VideoJobMessage>(VIDEO_JOB_QUEUE, (data) => runVideoJob(deps, data.jobId));
  await queue.work<TrailerJobMessage>(TRAILER_QUEUE, (data) => runTrailerJob(deps, data.courseId));
}
