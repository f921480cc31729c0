// What the server knows about a page of the web app for its head: its title, description, OpenGraph and
// schema.org data, and whether it exists (the page itself is the web app's server render, server-render.ts).
import type { Config } from '../../config';
import type { Db } from '../../db/client';

export interface SeoDeps {
  db: Db;
  config: Pick<Config, 'appSecret' | 'publicUrl' | 'supportEmail' | 'databaseUrl' | 'payments'>;
}

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  type: 'website' | 'profile' | 'book';
  /** Absolute image URL. */
  image?: string;
  /** The image's pixel size and text alternative, when known (a preview can then be drawn before it loads). */
  imageSize?: { width: number; height: number };
  imageAlt?: string;
  jsonLd?: Record<string, unknown>;
  noindex?: boolean;
}

export interface Page {
  status: 200 | 404;
  meta: PageMeta;
}
