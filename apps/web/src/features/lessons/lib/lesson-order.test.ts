import { describe, expect, test } from 'vitest';
import { nextLesson, openedLesson } from './lesson-order';

const video = (id: number, category_id: number | null = null) => ({ id, category_id });
const all = [video(1, 10), video(2, 10), video(3, 20), video(4, 20)];
const numbered = all.map((v, index) => ({ video: v, number: index + 1 }));
const category20 = numbered.filter((lesson) => lesson.video.category_id === 20);

describe('openedLesson', () => {
  test('the requested lesson opens even before the progress is known, and outside the category in view', () => {
    expect(
      openedLesson({ videos: all, visible: category20, requested: 1, lastVideoId: 4, progressPending: true }),
    ).toBe(all[0]);
  });

  test('nothing opens while the progress is on its way', () => {
    expect(
      openedLesson({
        videos: all,
        visible: numbered,
        requested: null,
        lastVideoId: undefined,
        progressPending: true,
      }),
    ).toBeNull();
  });

  test('the lesson played last opens when it is in view, else the first lesson in view', () => {
    const base = { videos: all, requested: null, progressPending: false };
    expect(openedLesson({ ...base, visible: numbered, lastVideoId: 3 })).toBe(all[2]);
    expect(openedLesson({ ...base, visible: category20, lastVideoId: 2 })).toBe(all[2]);
    expect(openedLesson({ ...base, visible: numbered, lastVideoId: null })).toBe(all[0]);
  });

  test('an unknown requested id falls back to the usual choice; an empty view opens nothing', () => {
    const base = { videos: all, progressPending: false, lastVideoId: 2 };
    expect(openedLesson({ ...base, visible: numbered, requested: 99 })).toBe(all[1]);
    expect(openedLesson({ ...base, visible: [], requested: null, lastVideoId: null })).toBeNull();
  });
});

describe('nextLesson', () => {
  test('is the following lesson in the numbering, across categories', () => {
    expect(nextLesson(numbered, all[1]!)?.number).toBe(3);
  });

  test('there is none after the last lesson, for a lesson not numbered, or without a lesson', () => {
    expect(nextLesson(numbered, all[3]!)).toBeUndefined();
    expect(nextLesson(numbered, video(42))).toBeUndefined();
    expect(nextLesson(numbered, null)).toBeUndefined();
  });
});
