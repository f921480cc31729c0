// The content editor's API (ADR 070): /api/admin/content lists the site documents, reads one (its draft or its
// published version), saves drafts, publishes, lists versions, restores one and makes a preview link.
import { z } from 'zod';
import { MAX_DB_INT } from '../validation/safe-input';
import { SITE_DOCUMENT_GROUPS, SITE_DOCUMENT_KEYS, staticPageContentSchema } from './documents';

export const siteDocumentKeySchema = z.enum(SITE_DOCUMENT_KEYS, { error: 'content.notFound' });

/** A document's key in a path; an unknown one is a 404 (the route checks it against SITE_DOCUMENT_KEYS). */
const keyParam = z
  .string()
  .max(100)
  .meta({ description: `One of: ${SITE_DOCUMENT_KEYS.join(', ')}` });

export const contentKeyParamsSchema = z.object({ key: keyParam });

export const contentVersionParamsSchema = z.object({
  key: keyParam,
  version: z.coerce
    .number({ error: 'content.versionNotFound' })
    .int('content.versionNotFound')
    .min(1, 'content.versionNotFound')
    .max(MAX_DB_INT, 'content.versionNotFound'),
});

/** The version the editor loaded (0 before the document's first version): a save on top of another is a 409. */
const baseVersion = z
  .number({ error: 'content.baseVersionRequired' })
  .int('content.baseVersionRequired')
  .min(0, 'content.baseVersionRequired')
  .max(MAX_DB_INT, 'content.baseVersionRequired');

/** `PUT …/draft` and `POST …/publish`: the whole document (checked with the document's own schema). */
export const contentSaveRequestSchema = z.object({
  base_version: baseVersion,
  content: z.unknown(),
});
export type ContentSaveRequest = z.infer<typeof contentSaveRequestSchema>;

/** `POST …/versions/{version}/restore` and `POST …/preview`. */
export const contentBaseRequestSchema = z.object({ base_version: baseVersion });

export const contentSummarySchema = z.object({
  key: siteDocumentKeySchema,
  group: z.enum(SITE_DOCUMENT_GROUPS),
  /** The latest version number, 0 when the document was never edited (it shows its seed content). */
  version: z.number().int(),
  published_version: z.number().int().nullable(),
  /** The latest version is a draft not yet published. */
  has_draft: z.boolean(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type ContentSummary = z.infer<typeof contentSummarySchema>;

export const contentListResponseSchema = z.object({ data: z.array(contentSummarySchema) });
export type ContentListResponse = z.infer<typeof contentListResponseSchema>;

export const contentDocumentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: contentSummarySchema.extend({
    /** The latest version's content (the draft when there is one), or the published content. */
    content: z.unknown(),
    /** Where a visitor sees the document, null when the page needs a setting that is not set (the slug). */
    public_path: z.string().nullable(),
  }),
});
export type ContentDocumentResponse = z.infer<typeof contentDocumentResponseSchema>;

export const contentVersionSchema = z.object({
  version: z.number().int(),
  published: z.boolean(),
  /** The author's e-mail, null for the content the document had before the editor. */
  author: z.string().nullable(),
  restored_from: z.number().int().nullable(),
  created_at: z.string(),
  /** This version is what visitors see now. */
  live: z.boolean(),
});
export type ContentVersion = z.infer<typeof contentVersionSchema>;

export const contentVersionsResponseSchema = z.object({ data: z.array(contentVersionSchema) });
export type ContentVersionsResponse = z.infer<typeof contentVersionsResponseSchema>;

export const contentPreviewResponseSchema = z.object({
  /** The public page with a signed preview token, valid for a short while. */
  url: z.string(),
  expires_at: z.string(),
});
export type ContentPreviewResponse = z.infer<typeof contentPreviewResponseSchema>;

/** The `preview` parameter of the public reads (GET /landings/{key}, GET /faq). */
export const contentPreviewQuerySchema = z.object({
  preview: z.string().max(512, 'content.previewInvalid').optional(),
});

/** `POST /admin/content/images`: a picture for a document (PNG or JPEG by content, at most 5 MB, like a cover). */
export const contentImageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The picture's lasting public address (named by its SHA-256, so it never changes and is cached for good). */
  url: z.string(),
});
export type ContentImageResponse = z.infer<typeof contentImageResponseSchema>;

/** `GET /content-images/{name}`: a document's picture. */
export const contentImageParamsSchema = z.object({
  name: z
    .string()
    .max(80, 'content.imageNotFound')
    .regex(/^[0-9a-f]{64}\.(png|jpg)$/, 'content.imageNotFound')
    .meta({
      description: 'The SHA-256 of the picture and its extension',
      pattern: '^[0-9a-f]{64}\\.(png|jpg)$',
    }),
});

/** `GET /pages/{name}`: a static page's published text in the request's language, null before its first publish. */
export const staticPageParamsSchema = z.object({
  name: z.string().max(40).meta({ description: 'about, terms, conditions or help' }),
});
export const staticPageResponseSchema = z.object({
  name: z.string(),
  /** null: nothing published yet, the page shows its built-in text. */
  page: staticPageContentSchema.nullable(),
});
export type StaticPageResponse = z.infer<typeof staticPageResponseSchema>;

/** `GET /home-content`: the home page's published texts in the request's language, null before the first publish. */
export const homeContentResponseSchema = z.object({
  content: z.record(z.string(), z.record(z.string(), z.string())).nullable(),
});
export type HomeContentResponse = z.infer<typeof homeContentResponseSchema>;
