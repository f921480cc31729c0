// Column sets that several modules' queries select alike.
import { categories, videos } from '../db/schema/index';

/** A category as it is named and linked: id, slug and both names. */
export const categoryNameColumns = {
  id: categories.id,
  slug: categories.slug,
  nameSr: categories.nameSr,
  nameEn: categories.nameEn,
};

/** A lesson or intro as both the catalog's lesson list and the learner's lesson pages read it. */
export const lessonVideoColumns = {
  id: videos.id,
  courseId: videos.courseId,
  title: videos.title,
  path: videos.path,
  order: videos.order,
  lessonNumber: videos.lessonNumber,
  isIntro: videos.isIntro,
  mainVideoId: videos.mainVideoId,
  introDuration: videos.introDuration,
  durationSeconds: videos.durationSeconds,
  thumbnailPath: videos.thumbnailPath,
  hlsPath: videos.hlsPath,
  createdAt: videos.createdAt,
};
