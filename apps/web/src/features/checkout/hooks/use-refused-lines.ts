// When the server refuses the cart's quote because of its lines (422 with an `items` error, e.g. an extension for
// a guest, something no longer for sale), it does not say which line. Each line is then quoted alone, so the
// order summary can name every refused line with the server's message and still show the others at the
// server's price.
import type { PricedLine } from '@atelje/shared/commerce/schemas';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { type CartItem, itemKey, quoteCart } from '../../cart';

export interface RefusedLine {
  key: string;
  /** The server's reason, in the visitor's language. */
  message: string;
}

export interface LineCheck {
  refused: RefusedLine[];
  /** The server's pricing of the lines it accepts. */
  accepted: PricedLine[];
}

export function refusesLines(error: unknown): boolean {
  return error instanceof ApiError && error.status === 422 && (error.errors.items?.length ?? 0) > 0;
}

export async function checkLines(items: readonly CartItem[], signal?: AbortSignal): Promise<LineCheck> {
  const results = await Promise.all(
    items.map(async (item) => {
      try {
        const quote = await quoteCart({ items: [{ type: item.type, id: item.id }] }, signal);
        return { accepted: quote.lines };
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 422) throw error;
        // The message names the item where the server can (its field texts carry no parameters).
        const message = error.serverMessage ?? error.errors.items?.[0] ?? error.message;
        return { refused: { key: itemKey(item), message } };
      }
    }),
  );
  return {
    refused: results.flatMap((result) => (result.refused ? [result.refused] : [])),
    accepted: results.flatMap((result) => result.accepted ?? []),
  };
}

/** The line-by-line check, run only while the cart's quote is refused for its lines. */
export function useRefusedLines(items: readonly CartItem[], quoteError: unknown, userId: number | null) {
  return useQuery({
    queryKey: ['cart-line-check', userId, items.map(itemKey)],
    queryFn: ({ signal }) => checkLines(items, signal),
    enabled: items.length > 0 && refusesLines(quoteError),
    staleTime: 30_000,
  });
}
