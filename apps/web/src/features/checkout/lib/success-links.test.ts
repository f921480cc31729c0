import { describe, expect, it } from 'vitest';
import { successAccessKey, successLinks } from './success-links';

describe('successLinks', () => {
  it('starts a course the order opens', () => {
    expect(successLinks({ course_ids: [3], extended_course_ids: [] })).toEqual([
      { courseId: 3, kind: 'start' },
    ]);
  });

  it('continues, rather than starts, a course the order only extends', () => {
    expect(successLinks({ course_ids: [3, 5], extended_course_ids: [5] })).toEqual([
      { courseId: 3, kind: 'start' },
      { courseId: 5, kind: 'resume' },
    ]);
  });

  it('offers no course for an order of e-books only', () => {
    expect(successLinks({ course_ids: [], extended_course_ids: [] })).toEqual([]);
  });
});

describe('successAccessKey', () => {
  it('says "the course is in My purchases" only when the order opened a course and extended none', () => {
    expect(successAccessKey({ course_ids: [3], extended_course_ids: [] })).toBe('success.access');
    expect(successAccessKey({ course_ids: [3], extended_course_ids: [3] })).toBe('success.accessAny');
    expect(successAccessKey({ course_ids: [], extended_course_ids: [] })).toBe('success.accessAny');
  });
});
