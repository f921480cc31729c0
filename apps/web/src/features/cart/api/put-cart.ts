// PUT /cart: replaces the signed-in user's server cart with the browser's lines.
import { api } from '../../../lib/api-client';
import type { ItemRef, PricedLine } from '../lib/cart';

export function putCart(items: ItemRef[]): Promise<{ items: PricedLine[] }> {
  return api.put('/cart', { body: { items } });
}
