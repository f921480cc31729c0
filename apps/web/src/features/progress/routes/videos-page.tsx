// /videos (spec 001 §2 "Video gallery"): every lesson the learner may watch, by title and date; the selected one
// plays above the list in the lesson player, with its progress saved like on the lesson page.
import type { GalleryVideo } from '@atelje/shared/lessons/schemas';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { clock } from '../../../lib/format';
import { generatedPoster } from '../../../lib/poster';
import { parseId } from '../../../lib/route-params';
import { usePageTitle } from '../../../lib/use-page-title';
import { LessonPlayer, useLessonUrl, useProgressSaver } from '../../lessons';
import { useMyVideos } from '../api/get-my-videos';
import { EmptyList, ListLoadError, ProgressHeader } from '../components/progress-page-parts';
import { useProgressTranslation } from '../lib/progress-i18n';
import styles from './progress-pages.module.css';

type Sort = 'newest' | 'title';

function fold(text: string): string {
  return text
    .toLocaleLowerCase('sr-Latn')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'dj');
}

export default function VideosPage() {
  const { t, language } = useProgressTranslation();
  usePageTitle(t('videos.title'));
  const query = useMyVideos();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>('newest');
  // The session ended: the API client is taking the browser to the login page.
  const dead = query.error instanceof ApiError && query.error.status === 401;

  const shown = useMemo(() => {
    const needle = fold(search.trim());
    const list = (query.data ?? []).filter(
      (video) => !needle || fold(`${video.title} ${video.course_title}`).includes(needle),
    );
    return sort === 'title' ? [...list].sort((a, b) => a.title.localeCompare(b.title, language)) : list;
  }, [query.data, search, sort, language]);

  const selectedId = parseId(params.get('v') ?? undefined);
  const selected = query.data?.find((video) => video.id === selectedId) ?? null;
  const select = (video: GalleryVideo) => {
    setParams({ v: String(video.id) }, { replace: false });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <div className={styles.page} data-testid="videos-gallery">
      <ProgressHeader
        title={t('videos.title')}
        intro={t('videos.intro')}
        link={{ to: '/dashboard', label: t('title') }}
      />

      {selected ? <GalleryStage video={selected} /> : null}

      {query.isPending || dead ? (
        <div className={styles.grid} role="status" aria-live="polite">
          <span className="visually-hidden">{t('videos.loading')}</span>
        </div>
      ) : query.isError ? (
        <ListLoadError onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyList title={t('videos.empty')} text={t('videos.emptyText')} testId="videos-empty" />
      ) : (
        <>
          {selected ? null : <p className={styles.hint}>{t('videos.pick')}</p>}
          <div className={styles.tools}>
            <label className={styles.field}>
              {t('videos.search')}
              <input
                type="search"
                value={search}
                placeholder={t('videos.searchPlaceholder')}
                onChange={(event) => setSearch(event.target.value)}
              />
            </label>
            <label className={styles.field}>
              {t('videos.sort')}
              <select value={sort} onChange={(event) => setSort(event.target.value as Sort)}>
                <option value="newest">{t('videos.sortNewest')}</option>
                <option value="title">{t('videos.sortTitle')}</option>
              </select>
            </label>
          </div>
          {shown.length === 0 ? (
            <p className={styles.hint}>{t('videos.noMatch')}</p>
          ) : (
            <ul className={styles.grid}>
              {shown.map((video) => (
                <li key={video.id}>
                  <button
                    type="button"
                    className={styles.tile}
                    aria-pressed={video.id === selected?.id}
                    onClick={() => select(video)}
                    data-testid="gallery-video"
                  >
                    {/* The name is the verb and all the tile shows (label in name, ADR 061). */}
                    <span className="visually-hidden">{t('videos.play')} </span>
                    <span className={styles.thumb}>
                      <img
                        src={video.thumbnail_url ?? generatedPoster(video.course_title, video.title, '')}
                        alt=""
                        loading="lazy"
                      />
                      {video.completed ? <span className={styles.done}>{t('completed')}</span> : null}
                      {video.duration_seconds > 0 ? (
                        <span className={styles.length}>{clock(video.duration_seconds)}</span>
                      ) : null}
                    </span>
                    <span className={styles.tileBody}>
                      <span className={styles.tileTitle}>{video.title}</span>
                      <span className={styles.tileMeta}>{video.course_title}</span>
                      <span className={styles.tileMeta}>
                        {t('videos.added', { date: formatDate(video.created_at, language) })}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

function GalleryStage({ video }: { video: GalleryVideo }) {
  const { t } = useProgressTranslation();
  const [speed, setSpeed] = useState(1);
  const url = useLessonUrl(video.course_id, video.id);
  const dead = url.error instanceof ApiError && url.error.status === 401;
  const onSave = useProgressSaver(video.course_id, video.id);
  const poster = video.thumbnail_url ?? generatedPoster(video.course_title, video.title, '');
  return (
    <section className={styles.stage} aria-labelledby="gallery-playing" data-testid="gallery-stage">
      {url.data ? (
        <LessonPlayer
          key={`${video.id}-${url.dataUpdatedAt}`}
          answer={url.data}
          title={video.title}
          poster={poster}
          speed={speed}
          onSpeedChange={setSpeed}
          onSave={onSave}
          onRetry={() => void url.refetch()}
          next={null}
        />
      ) : (
        <p className={styles.hint} role={url.isError && !dead ? 'alert' : 'status'}>
          {url.isError && !dead ? t('videos.error') : t('videos.loading')}
        </p>
      )}
      <p className={styles.stageMeta}>{t('videos.playing')}</p>
      <h2 id="gallery-playing" className={styles.stageTitle}>
        {video.title}
      </h2>
      <p className={styles.stageMeta}>
        <Link to={`/courses/${video.course_id}/videos?v=${video.id}`}>{video.course_title}</Link>
      </p>
    </section>
  );
}
