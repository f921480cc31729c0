// Picks the captcha driver: ALTCHA, signed with the application secret, replays refused through the database.
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createAltchaCaptcha } from './altcha';
import { createDbReplayStore } from './replay-store';
import type { CaptchaDriver } from './types';

export function createCaptcha(config: Config, db: Db): CaptchaDriver {
  return createAltchaCaptcha({
    secret: config.appSecret,
    cost: config.captcha.cost,
    maxCounter: config.captcha.maxCounter,
    ttlSeconds: config.captcha.ttlSeconds,
    store: createDbReplayStore(db),
  });
}
