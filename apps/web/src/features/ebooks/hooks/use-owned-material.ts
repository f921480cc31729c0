// The signed link of an e-book or template the signed-in person bought, for the course material pages to offer in
// place of "add to cart" (spec 000 §7: the course e-book call answers "ebook or url"). The link, and the media
// session it needs, come from GET /my-downloads, the same list the profile shows; null for visitors and for what
// was not bought (or was refunded).
import { useAuth } from '../../auth';
import { useMyDownloads } from '../../profile';

export function useOwnedMaterial(kind: 'ebooks' | 'templates', id: number | null): string | null {
  const { isAuthenticated } = useAuth();
  const downloads = useMyDownloads(isAuthenticated && id !== null);
  return downloads.data?.[kind].find((item) => item.id === id)?.url ?? null;
}
