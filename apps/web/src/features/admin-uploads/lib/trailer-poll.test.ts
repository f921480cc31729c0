import { describe, expect, it } from 'vitest';
import { nextTrailerPoll } from './trailer-poll';

describe('generated trailer polling', () => {
  it('asks every 3 s while generating and gives up after 5 minutes', () => {
    expect(nextTrailerPoll('generating', 0, 0)).toEqual({ wait: 3000 });
    expect(nextTrailerPoll('generating', 0, 296_000)).toEqual({ wait: 3000 });
    expect(nextTrailerPoll('generating', 0, 298_000)).toEqual({ stop: 'timeout' });
  });

  it('stops once the trailer is ready or failed', () => {
    expect(nextTrailerPoll('ready', 0, 1000)).toEqual({ stop: 'done' });
    expect(nextTrailerPoll('failed', 0, 1000)).toEqual({ stop: 'done' });
  });
});
