import { type LessonUrlResponse, MAX_PLAYBACK_RATE } from '@atelje/shared/lessons/schemas';
import { describe, expect, it } from 'vitest';
import { planPlayback, resumeAt, SPEEDS, showsSkip } from './playback';

const answer = (over: Partial<LessonUrlResponse>): LessonUrlResponse => ({
  url: '/api/media/videos/1/a.mp4?exp=1&uid=1&sig=x',
  intro_duration: null,
  intro_url: null,
  hls_url: null,
  type: 'REGULAR',
  position_seconds: 0,
  completed: false,
  expires_at: '2030-01-01T00:00:00.000Z',
  captions: [],
  ...over,
});

describe('planPlayback', () => {
  it('plays an INTRO row as it is, without saving progress', () => {
    const plan = planPlayback(answer({ type: 'INTRO', position_seconds: 30 }));
    expect(plan.steps).toEqual([{ phase: 'lesson', src: answer({}).url, startAt: 0 }]);
    expect(plan.tracksProgress).toBe(false);
    expect(showsSkip(plan, plan.steps[0]!, 0)).toBe(false);
  });

  it('offers Skip Intro on a CONCAT file only before intro_duration', () => {
    const plan = planPlayback(answer({ type: 'CONCAT', intro_duration: 3.25 }));
    const [step] = plan.steps;
    expect(plan.skipUntil).toBe(3.25);
    expect(showsSkip(plan, step!, 0)).toBe(true);
    expect(showsSkip(plan, step!, 3.2)).toBe(true);
    expect(showsSkip(plan, step!, 3.25)).toBe(false);
  });

  it('plays the separate intro of a REGULAR lesson first, then the lesson', () => {
    const plan = planPlayback(answer({ intro_url: '/api/media/intros/a.mp4?x' }));
    expect(plan.steps.map((step) => [step.phase, step.src])).toEqual([
      ['intro', '/api/media/intros/a.mp4?x'],
      ['lesson', answer({}).url],
    ]);
    expect(showsSkip(plan, plan.steps[0]!, 1)).toBe(true);
    expect(showsSkip(plan, plan.steps[1]!, 0)).toBe(false);
  });

  it('gives the lesson step its HLS playlist, never the separate intro (ADR 079)', () => {
    const hls = '/api/media/hls/1/5-x/master.m3u8?exp=1&uid=1&sig=y';
    const regular = planPlayback(answer({ intro_url: '/api/media/intros/a.mp4?x', hls_url: hls }));
    expect(regular.steps.map((step) => [step.phase, step.src, step.hls])).toEqual([
      ['intro', '/api/media/intros/a.mp4?x', undefined],
      ['lesson', answer({}).url, hls],
    ]);
    const concat = planPlayback(answer({ type: 'CONCAT', intro_duration: 3, hls_url: hls }));
    expect(concat.steps[0]).toMatchObject({ src: answer({}).url, hls });
    expect(planPlayback(answer({})).steps[0]!.hls).toBeUndefined();
  });

  it('plays a REGULAR lesson without an intro directly', () => {
    expect(planPlayback(answer({})).steps).toHaveLength(1);
  });

  it('resumes a started lesson past its intro', () => {
    const regular = planPlayback(answer({ intro_url: '/api/media/intros/a.mp4?x', position_seconds: 42 }));
    expect(regular.steps).toEqual([{ phase: 'lesson', src: answer({}).url, startAt: 42 }]);
    const concat = planPlayback(answer({ type: 'CONCAT', intro_duration: 3, position_seconds: 42 }));
    expect(concat.steps[0]!.startAt).toBe(42);
    expect(showsSkip(concat, concat.steps[0]!, 42)).toBe(false);
  });
});

describe('resumeAt', () => {
  it('starts over at the very start and the very end', () => {
    expect(resumeAt(0, 100)).toBe(0);
    expect(resumeAt(0.6, 100)).toBe(0);
    expect(resumeAt(42, 100)).toBe(42);
    expect(resumeAt(99.5, 100)).toBe(0);
    expect(resumeAt(42, null)).toBe(42);
  });
});

describe('SPEEDS', () => {
  it('offers no speed faster than the server credits watch time at (ADR 025)', () => {
    expect(Math.max(...SPEEDS)).toBe(MAX_PLAYBACK_RATE);
  });
});
