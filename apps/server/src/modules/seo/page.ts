// What the server knows about a page of the web app before the web app runs: its head tags, the answers and
// first-screen markup written into its HTML, and the route chunks it preloads.
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { FirstScreenPage } from './first-screen';

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

/** A react-query entry the web app would otherwise fetch first thing: its query key and the API's answer. */
export type InitialQuery = [queryKey: readonly unknown[], data: unknown];

export interface Page {
  status: 200 | 404;
  meta: PageMeta;
  /** Answers written into the page (`#atelje-data`), so its first screen needs no API round trip. */
  data?: InitialQuery[];
  /** The first screen's largest picture, fetched with high priority before any script runs. */
  preloadImage?: string;
  /** The page's route chunks as Vite's manifest names them, preloaded with the visitor's texts. */
  routes?: string[];
  /** Markup shown in #root until the web app renders (landing pages: their hero, see landing-shell.ts). */
  shell?: string;
  /** The shell is the web app's own markup (first-screen.ts) and needs the route's stylesheets to paint. */
  shellStyles?: boolean;
  /** The page the web app's server bundle renders as the shell (first-screen.ts), with `data` as its answers. */
  firstScreen?: FirstScreenPage;
}
