// Navbar search: instructors and course titles containing the query regardless of case and Serbian diacritics
// ("sminka" finds "šminka", "Đorđe" finds "Djordje" and back), those starting with it first.
import {
  normalizeSearchText,
  SEARCH_MAX_AUTHORS,
  SEARCH_MAX_COURSES,
  type SearchResponse,
  searchResponseSchema,
} from '@atelje/shared';
import { JsonBody } from '../../lib/json-body';
import { type SearchIndex, type SearchSnapshot, topMatches } from './search-index';

/** Answers kept per snapshot: typing sends every prefix, and many visitors type the same few words. */
const MAX_KEPT_ANSWERS = 1000;

function match(snapshot: SearchSnapshot, text: string): SearchResponse {
  return {
    authors: topMatches(snapshot.authors, text, SEARCH_MAX_AUTHORS).map(({ id, name }) => ({ id, name })),
    courses: topMatches(snapshot.courses, text, SEARCH_MAX_COURSES).map(({ id, title, author }) => ({
      id,
      title,
      author,
    })),
  };
}

const NOTHING = new JsonBody(JSON.stringify({ authors: [], courses: [] } satisfies SearchResponse));

/** The answer for a normalised query from snapshot: kept, or made, checked and kept. */
function answerFrom(snapshot: SearchSnapshot, text: string): JsonBody {
  const kept = snapshot.answers.get(text);
  if (kept !== undefined) return kept;
  const answer = new JsonBody(JSON.stringify(searchResponseSchema.parse(match(snapshot, text))));
  snapshot.answers.set(text, answer);
  if (snapshot.answers.size > MAX_KEPT_ANSWERS)
    snapshot.answers.delete(snapshot.answers.keys().next().value!);
  return answer;
}

/**
 * The answer as JSON text (and its gzip once asked for; lib/json-body.ts), checked against the response schema once
 * and kept with the snapshot.
 */
export async function searchJson(index: SearchIndex, query: string): Promise<JsonBody> {
  const text = normalizeSearchText(query);
  if (!text) return NOTHING;
  return answerFrom(await index.snapshot(), text);
}

/** searchJson's answer at once, from the snapshot in hand; undefined while no snapshot is loaded. */
export function searchJsonNow(index: SearchIndex, query: string): JsonBody | undefined {
  const text = normalizeSearchText(query);
  if (!text) return NOTHING;
  const snapshot = index.current();
  return snapshot && answerFrom(snapshot, text);
}
