// What the server writes for a page of the web app: its status and its head (the head's fields are shared with the
// web app's route modules, which name them: @atelje/shared/seo/page-meta, ADR 066); what the sitemap reads.
import type { PageMeta } from '@atelje/shared/seo/page-meta';
import type { Config } from '../../config';
import type { Db } from '../../db/client';

export type { PageMeta };

export interface SeoDeps {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
}

export interface Page {
  status: 200 | 404;
  meta: PageMeta;
}
