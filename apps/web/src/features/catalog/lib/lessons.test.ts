import type { Video } from '@atelje/shared/catalog/schemas';
import { describe, expect, it } from 'vitest';
import { groupLessons, lessonsOf } from './lessons';

function video(id: number, order: number, extra: Partial<Video> = {}): Video {
  return {
    id,
    course_id: 1,
    title: `L${id}`,
    path: `v/${id}.mp4`,
    order,
    lesson_number: order,
    is_intro: 0,
    main_video_id: null,
    category_id: null,
    video_category: null,
    intro_duration: null,
    duration_seconds: 60,
    is_trailer: order === 1,
    is_preview: false,
    thumbnail_url: null,
    thumbnail_srcset: null,
    created_at: '2026-01-01T00:00:00Z',
    ...extra,
  };
}

describe('lessonsOf', () => {
  it('leaves intros out and orders by lesson number', () => {
    const list = lessonsOf([video(3, 3), video(9, 0, { is_intro: 1, lesson_number: null }), video(1, 1)]);
    expect(list.map((lesson) => lesson.id)).toEqual([1, 3]);
  });
});

describe('groupLessons', () => {
  it('groups by module in module order', () => {
    const a = { id: 1, name: 'Plan', position: 2 };
    const b = { id: 2, name: 'Boje', position: 1 };
    const groups = groupLessons([video(1, 1, { video_category: a }), video(2, 2, { video_category: b })]);
    expect(groups.map((group) => group.name)).toEqual(['Boje', 'Plan']);
  });

  it('keeps a course without modules as one unnamed group', () => {
    const groups = groupLessons([video(1, 1), video(2, 2)]);
    expect(groups).toHaveLength(1);
    expect(groups[0].name).toBeNull();
  });
});
