// The course trailer: GET /courses/{id}/trailer for the playable URL of the order-1 video; the poster from the
// thumbnail calls in the spec's order, else the course cover, else a generated cover; in the width the frame is
// drawn at (ADR 068).
import type { Course } from '@atelje/shared/catalog/schemas';
import { preload } from 'react-dom';
import { CoverArt } from '../../../components/course/cover-art';
import { VideoFrame } from '../../../components/ui/video-frame';
import { courseCover } from '../../../lib/course-display';
import { useTranslation } from '../../../lib/i18n-react';
import { HERO_VIDEO_SIZES } from '../../../lib/image-sizes';
import { useCourseTrailer } from '../api/get-course-trailer';
import { useTrailerThumbnail } from '../api/get-trailer-thumbnail';

/** The video with order 1 is the trailer; without one, the first lesson stands in for thumbnails. */
export function trailerVideoOf(course: Pick<Course, 'videos'>) {
  const videos = [...(course.videos ?? [])].sort((a, b) => a.order - b.order);
  return (
    videos.find((video) => video.is_trailer) ??
    videos.find((video) => video.order === 1 && video.is_intro !== 1) ??
    videos.find((video) => video.is_intro !== 1) ??
    null
  );
}

const pictureOf = (url: string | null | undefined, srcset: string | null | undefined) =>
  url ? { url, srcset: srcset ?? null } : null;

export function CourseTrailer({ course }: { course: Course }) {
  const { t } = useTranslation('catalog');
  const video = trailerVideoOf(course);
  const trailer = useCourseTrailer(course.id);
  const thumbnail = useTrailerThumbnail(course.id, video?.id ?? null);
  const poster =
    thumbnail.data ??
    pictureOf(trailer.data?.thumbnail_url, trailer.data?.thumbnail_srcset) ??
    pictureOf(video?.thumbnail_url, video?.thumbnail_srcset) ??
    courseCover(course);
  // The largest picture of the page's first screen: asked for first thing from the server's HTML (React writes
  // the preload into its render, the server puts it into the head), in the width the <img> will take.
  if (poster) {
    preload(poster.url, {
      as: 'image',
      fetchPriority: 'high',
      ...(poster.srcset ? { imageSrcSet: poster.srcset, imageSizes: HERO_VIDEO_SIZES } : {}),
    });
  }

  return (
    <VideoFrame
      src={trailer.data?.url ?? null}
      poster={poster?.url ?? null}
      posterSrcSet={poster?.srcset}
      posterSizes={HERO_VIDEO_SIZES}
      posterPriority
      label={t('course.trailerLabel', { title: course.title })}
      loading={trailer.isPending}
      loadingLabel={t('course.trailerLoading')}
      emptyNote={t('course.noTrailer')}
      errorNote={t('course.trailerError')}
      fallback={
        <CoverArt
          title={course.title}
          kicker={course.category?.name}
          categorySlug={course.category?.slug}
          size="lg"
        />
      }
      testId="course-trailer"
    />
  );
}
