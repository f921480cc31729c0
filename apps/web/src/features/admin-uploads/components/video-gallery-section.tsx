// Dashboard section "video gallery": every video by title and date (newest first, searchable, with its processing
// status), playing the chosen one in the lesson player with its intro rules (Skip Intro for a CONCAT video). A video
// whose processing failed is not published: the gallery says why and takes a new file for it.
import type { CaptionTrack } from '@atelje/shared/lessons/captions';
import type { LessonUrlResponse } from '@atelje/shared/lessons/schemas';
import { useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { TextField } from '../../../components/ui/text-field';
import { formatDateTime } from '../../../lib/dates';
import { LessonPlayer } from '../../lessons';
import { type AdminVideo, useAdminVideos } from '../api/get-admin-videos';
import { useVideoCaptions } from '../api/get-video-captions';
import { useUploadsTranslation } from '../lib/admin-uploads-i18n';
import { CaptionsManager } from './captions-manager';
import { JobBadge } from './job-status';
import { PreviewToggle } from './preview-toggle';
import { ReplaceVideoFile } from './replace-video-file';
import { SectionFrame } from './section-frame';
import styles from './uploads.module.css';

/** The gallery's signed URL as the player's answer; administrators watch without saving progress. */
function playable(video: AdminVideo, captions: CaptionTrack[]): LessonUrlResponse {
  return {
    url: video.url,
    intro_duration: video.type === 'CONCAT' ? video.intro_duration : null,
    intro_url: null,
    hls_url: null,
    type: video.type,
    position_seconds: 0,
    completed: false,
    expires_at: new Date(Date.now() + 15 * 60 * 1000).toISOString(),
    captions,
  };
}

const noSave = () => undefined;

export function VideoGallerySection() {
  const { t, language } = useUploadsTranslation();
  const [query, setQuery] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [speed, setSpeed] = useState(1);
  const videos = useAdminVideos(query);
  const selected = videos.data?.find((video) => video.id === selectedId) ?? null;
  // The lesson's captions as the player's tracks (an intro has none); a new version restarts the player.
  const lessonId = selected && selected.is_intro === 0 ? selected.id : null;
  const captions = useVideoCaptions(lessonId);
  const tracks = captions.data?.captions ?? [];
  const tracksKey = tracks.map((track) => `${track.language}${track.version}`).join(' ');
  // A new answer object restarts the player: only a new video (or a new file after processing) makes one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on what the player plays, not on the URL's signature
  const answer = useMemo(
    () => (selected ? playable(selected, tracks) : null),
    [selected?.id, selected?.path, selected?.intro_duration, tracksKey],
  );

  return (
    <SectionFrame title={t('sections.gallery')} lead={t('intro.gallery')} wide>
      <div className={styles.gallery}>
        <div className={styles.stage}>
          <TextField
            label={t('fields.search')}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
          />
          {videos.isError ? <Alert tone="danger">{t('messages.videosFailed')}</Alert> : null}
          {videos.data && videos.data.length === 0 ? (
            <p className={styles.empty}>{t('messages.noVideos')}</p>
          ) : null}
          <ul className={styles.list} aria-label={t('sections.gallery')}>
            {(videos.data ?? []).map((video) => (
              <li key={video.id}>
                <button
                  type="button"
                  className={styles.item}
                  aria-current={video.id === selectedId ? 'true' : undefined}
                  onClick={() => setSelectedId(video.id)}
                >
                  {video.thumbnail_url ? (
                    <img className={styles.thumb} src={video.thumbnail_url} alt="" loading="lazy" />
                  ) : (
                    <span className={styles.thumb} />
                  )}
                  <span className={styles.itemText}>
                    <span className={styles.itemTitle}>{video.title}</span>
                    <span className={styles.itemMeta}>
                      <span>{formatDateTime(video.created_at, language)}</span>
                      <span>{video.course_title}</span>
                      <Badge tone={video.type === 'REGULAR' ? 'neutral' : 'accent'}>
                        {t(`gallery.type.${video.type}`)}
                      </Badge>
                      {video.job && video.job.status !== 'ready' ? <JobBadge job={video.job} /> : null}
                      {video.status !== 'ready' ? <Badge tone="neutral">{t('gallery.hidden')}</Badge> : null}
                      {video.is_preview ? <Badge tone="accent">{t('gallery.previewBadge')}</Badge> : null}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.stage}>
          {selected && selected.status === 'failed' ? (
            // A file ffmpeg could not read does not play either: the failure and the way out instead.
            <ReplaceVideoFile key={selected.id} video={selected} onReplaced={() => void videos.refetch()} />
          ) : selected && answer ? (
            <>
              {selected.job && selected.job.status !== 'ready' && selected.job.status !== 'failed' ? (
                <Alert tone="info">{t('gallery.processingNotice')}</Alert>
              ) : null}
              <LessonPlayer
                key={`${selected.id}-${selected.path}`}
                answer={answer}
                title={selected.title}
                poster={selected.thumbnail_url ?? ''}
                speed={speed}
                onSpeedChange={setSpeed}
                onSave={noSave}
                next={null}
                onRetry={() => void videos.refetch()}
              />
              {selected.is_intro === 0 ? <PreviewToggle key={selected.id} video={selected} /> : null}
              {selected.is_intro === 0 ? (
                <CaptionsManager
                  key={`captions-${selected.id}`}
                  videoId={selected.id}
                  courseId={selected.course_id}
                />
              ) : null}
            </>
          ) : (
            <p className={styles.empty}>{t('gallery.pickOne')}</p>
          )}
        </div>
      </div>
    </SectionFrame>
  );
}
