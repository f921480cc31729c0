// Navbar search: instructors and course titles containing the query regardless of case and Serbian diacritics
// ("sminka" finds "šminka", "Đorđe" finds "Djordje" and back), those starting with it first.
import {
  normalizeSearchText,
  SEARCH_MAX_AUTHORS,
  SEARCH_MAX_COURSES,
  type SearchResponse,
} from '@atelje/shared';
import { type SearchIndex, topMatches } from './search-index';

export async function search(index: SearchIndex, query: string): Promise<SearchResponse> {
  const text = normalizeSearchText(query);
  if (!text) return { authors: [], courses: [] };
  const snapshot = await index.snapshot();
  return {
    authors: topMatches(snapshot.authors, text, SEARCH_MAX_AUTHORS).map(({ id, name }) => ({ id, name })),
    courses: topMatches(snapshot.courses, text, SEARCH_MAX_COURSES).map(({ id, title, author }) => ({
      id,
      title,
      author,
    })),
  };
}
