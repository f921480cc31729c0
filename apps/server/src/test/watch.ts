// An honest lesson player for API tests (ADR 025): opens the lesson (its watch session), then reports its position
// as time passes on the app's clock, at most as fast as the player's fastest speed. No real waiting.
import type { ProgressUpdateResponse } from '@atelje/shared';
import { MAX_PLAYBACK_RATE } from '@atelje/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { videos } from '../db/schema/index';
import type { TestApp } from './app';

/** Wall-clock seconds between two reports: within the credit bucket (two minutes of video at 2x). */
const GAP_SECONDS = 30;

export async function watchLesson(
  t: TestApp,
  user: { auth: Record<string, string> },
  courseId: number,
  videoId: number,
  options: { from?: number; to?: number } = {},
): Promise<ProgressUpdateResponse> {
  const [video] = await t.database.db
    .select({ duration: videos.durationSeconds })
    .from(videos)
    .where(eq(videos.id, videoId));
  const opened = await t.app.inject({
    method: 'GET',
    url: `/api/courses/${courseId}/videos/${videoId}/url`,
    headers: user.auth,
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const to = options.to ?? video!.duration;
  let position = options.from ?? opened.json().position_seconds;
  let last: ProgressUpdateResponse | undefined;
  do {
    const step = Math.min(GAP_SECONDS * MAX_PLAYBACK_RATE, to - position);
    t.app.clock.advance((step / MAX_PLAYBACK_RATE) * 1000);
    position += step;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/courses/${courseId}/videos/${videoId}/progress`,
      headers: user.auth,
      payload: { position_seconds: position, duration_seconds: video!.duration },
    });
    expect(res.statusCode, res.body).toBe(200);
    last = res.json();
  } while (position < to);
  return last!;
}
