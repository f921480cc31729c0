import type { LessonUrlResponse } from '@atelje/shared/lessons/schemas';
import { describe, expect, it } from 'vitest';
import { planPlayback } from './playback';
import { requestedStart, startingAt } from './start-at';

const answer: LessonUrlResponse = {
  url: '/api/media/lesson.mp4',
  intro_duration: null,
  intro_url: '/api/media/intro.mp4',
  hls_url: null,
  type: 'REGULAR',
  position_seconds: 42,
  completed: false,
  expires_at: '2026-11-28T20:00:00.000Z',
  captions: [],
};

describe('a lesson link’s t parameter', () => {
  it('reads whole seconds within a lesson and nothing else', () => {
    expect(requestedStart('95')).toBe(95);
    expect(requestedStart('0')).toBe(0);
    expect(requestedStart('86400')).toBe(86_400);
    for (const bad of [null, '', '-3', '1.5', '1e3', 'abc', '86401', '999999'])
      expect(requestedStart(bad)).toBeNull();
  });

  it('starts the lesson at the requested second instead of the saved one, past the intro', () => {
    expect(planPlayback(startingAt(answer, 95)).steps).toEqual([
      { phase: 'lesson', src: answer.url, startAt: 95 },
    ]);
    expect(startingAt(answer, null)).toBe(answer);
  });
});
