// Which lesson the classroom opens and which one comes next (spec 001 §4): the lesson asked for in the address
// (?v=) wherever it is; else, once the progress is known, the lesson played last if it is in view, else the first
// lesson in view. "Next" is the following lesson in the course's numbering, across categories; none after the last.

/** A lesson with its place in the course (components/lesson-nav.tsx's NumberedLesson has this shape). */
interface Placed<V extends { id: number }> {
  video: V;
}

export function openedLesson<V extends { id: number }>(options: {
  /** Every video of the course (a requested one may be outside the category in view). */
  videos: readonly V[];
  /** The lessons in view (the course's, or one category's), in order. */
  visible: readonly Placed<V>[];
  /** The ?v= of the address, when it is an id. */
  requested: number | null;
  /** The lesson the learner played last (the progress answer), when known. */
  lastVideoId: number | null | undefined;
  /** The progress is still on its way: nothing opens but a requested lesson. */
  progressPending: boolean;
}): V | null {
  const { videos, visible, requested, lastVideoId, progressPending } = options;
  const requestedVideo = requested === null ? undefined : videos.find((video) => video.id === requested);
  if (requestedVideo) return requestedVideo;
  if (progressPending) return null;
  const lastPlayed = visible.find((lesson) => lesson.video.id === lastVideoId);
  return lastPlayed?.video ?? visible[0]?.video ?? null;
}

/** The lesson after the open one in the course's numbering; undefined after the last or for a lesson not in it. */
export function nextLesson<V extends { id: number }, L extends Placed<V>>(
  numbered: readonly L[],
  selected: Pick<V, 'id'> | null,
): L | undefined {
  const index = selected ? numbered.findIndex((lesson) => lesson.video.id === selected.id) : -1;
  return index >= 0 ? numbered[index + 1] : undefined;
}
