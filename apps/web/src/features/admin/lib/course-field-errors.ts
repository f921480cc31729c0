// The course form's fields as the server names them: a 422's field messages are shown where the field is (the
// published checkbox's refusal included), or, when the server named a field the form does not show, as one line.
import { type ContentList, type ContentText, LISTS, TEXTS } from './course-content';
import { fieldErrorsOf } from './errors';

export type CourseField =
  | 'title'
  | 'instructor'
  | 'category'
  | 'subcategory'
  | 'description'
  | 'price'
  | 'original'
  | 'language'
  | 'ebook'
  | 'published'
  | 'level'
  | ContentText
  | ContentList;

/** The server's field names (422 `errors`) as the form's fields, to show its message where the field is. */
const SERVER_FIELDS: Record<string, CourseField> = {
  title: 'title',
  author_id: 'instructor',
  category_id: 'category',
  subcategory_ids: 'subcategory',
  description: 'description',
  price: 'price',
  original_price: 'original',
  language: 'language',
  audio_language: 'language',
  ebook: 'ebook',
  published: 'published',
  level: 'level',
  ...Object.fromEntries([...TEXTS, ...LISTS].map((name) => [name, name])),
};

/** The server's field messages mapped to the form's fields, when it named only fields the form shows. */
export function serverFieldErrors(error: unknown): Partial<Record<CourseField, string>> | null {
  const named = fieldErrorsOf(error);
  if (!named) return null;
  const fields: Partial<Record<CourseField, string>> = {};
  for (const [name, message] of Object.entries(named)) {
    const field = SERVER_FIELDS[name];
    if (!field) return null;
    fields[field] ??= message;
  }
  return fields;
}
