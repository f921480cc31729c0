// The public lesson list of a course: intros left out, grouped by module (video category).
import type { Video } from '@atelje/shared/catalog/schemas';

export function lessonsOf(videos: readonly Video[]): Video[] {
  return videos
    .filter((video) => video.is_intro !== 1)
    .sort((a, b) => (a.lesson_number ?? a.order) - (b.lesson_number ?? b.order) || a.order - b.order);
}

interface LessonGroup {
  key: string;
  name: string | null;
  lessons: Video[];
}

/** Lessons grouped by their video category (module), in module order; one unnamed group when there are none. */
export function groupLessons(lessons: readonly Video[]): LessonGroup[] {
  const groups = new Map<string, LessonGroup & { position: number }>();
  for (const lesson of lessons) {
    const category = lesson.video_category ?? null;
    const key = category ? `m${category.id}` : 'none';
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        name: category?.name ?? null,
        lessons: [],
        position: category?.position ?? Number.MAX_SAFE_INTEGER,
      };
      groups.set(key, group);
    }
    group.lessons.push(lesson);
  }
  return [...groups.values()].sort((a, b) => a.position - b.position);
}
