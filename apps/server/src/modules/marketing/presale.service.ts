// The pre-sale box of the paid sales pages (spec 000 §2, §9): the first `limit` free sign-ups of the page's funnel
// are offered the pre-sale. The count is of real sign-ups; the price charged is always the course's price.
import { type LandingPageKey, PRESALE_FUNNELS, type PresaleResponse } from '@atelje/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { landing } from './landings.service';
import { countSignups } from './presale.repository';

function isPresalePage(key: LandingPageKey): key is keyof typeof PRESALE_FUNNELS {
  return Object.hasOwn(PRESALE_FUNNELS, key);
}

/** Places of the page's pre-sale: 404 for a page without a pre-sale box or without content. */
export async function presale(db: Db, key: LandingPageKey): Promise<PresaleResponse> {
  if (!isPresalePage(key)) throw notFound('landing.notFound');
  // The limit is a business figure, the same in both languages: the Serbian content is the reference.
  const page = await landing(db, key, 'sr');
  const limit = page.content.presale.limit;
  const taken = await countSignups(db, PRESALE_FUNNELS[key]);
  return { limit, taken, remaining: Math.max(0, limit - taken) };
}
