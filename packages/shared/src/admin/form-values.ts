// Coercions the admin forms share: form fields arrive as strings from multipart forms or as JSON values.
import { z } from 'zod';
import { MAX_ID } from '../catalog/schemas';

export const blank = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
export const digits = (value: unknown) =>
  typeof value === 'string' && /^\s*[0-9]{1,10}\s*$/.test(value) ? Number(value) : value;

/** Ids from a repeated field (`x[]`), a comma-separated string or a JSON array. */
export const idList = (message: string) =>
  z.preprocess(
    (value) => {
      const present = blank(value);
      if (present === undefined) return [];
      const list = Array.isArray(present) ? present : String(present).split(',');
      return list
        .map(blank)
        .filter((item) => item !== undefined)
        .map(digits);
    },
    z.array(z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message)),
  );

/** A stored file of a record (course cover, e-book, instructor picture): its media path and a URL. */
export const storedFile = z.object({ path: z.string(), url: z.string() }).nullable();
