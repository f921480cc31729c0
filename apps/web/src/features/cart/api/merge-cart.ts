// POST /cart/merge: right after login, the browser's lines are added to the user's server cart.
import { api } from '../../../lib/api-client';
import type { ItemRef, PricedLine } from '../lib/cart';

export function mergeCart(items: ItemRef[]): Promise<{ items: PricedLine[] }> {
  return api.post('/cart/merge', { body: { items } });
}
