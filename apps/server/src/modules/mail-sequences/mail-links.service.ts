// Opening and using the one-click links of sequence e-mails (ADR 077). Opening (no sign-in) records the first click
// and tells the page what the link does and whether it still works; using it needs the learner the link was made
// for, once, before it expires: the free extension is applied in the same transaction that marks the link used,
// and the paid extension is handed back for the client's cart (which prices it from the catalogue).
import type { MailLinkOpenResponse, MailLinkUseResponse } from '@atelje/shared/mail-sequences/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { courses, mailSequenceLinks } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { type Locale, localText } from '../../lib/i18n';
import { signPublicImage } from '../../lib/signed-url';
import { extendFree } from '../orders/purchases.service';
import { type SequenceLinkAction, verifySequenceLink } from './sequence-links';

const invalid = () => new AppError(400, 'mailLink.invalid', { fields: { token: ['mailLink.invalid'] } });

async function findLink(db: Db, config: Config, token: string, lock: boolean) {
  const id = verifySequenceLink(config.appSecret, token);
  if (id === null) throw invalid();
  const query = db
    .select({
      id: mailSequenceLinks.id,
      userId: mailSequenceLinks.userId,
      action: mailSequenceLinks.action,
      expiresAt: mailSequenceLinks.expiresAt,
      openedAt: mailSequenceLinks.openedAt,
      usedAt: mailSequenceLinks.usedAt,
      courseId: courses.id,
      title: courses.title,
      titleEn: courses.titleEn,
      pricePara: courses.pricePara,
      coverPath: courses.coverPath,
    })
    .from(mailSequenceLinks)
    .innerJoin(courses, eq(courses.id, mailSequenceLinks.courseId))
    .where(eq(mailSequenceLinks.id, id));
  const [link] = lock ? await query.for('update', { of: mailSequenceLinks }) : await query;
  if (!link) throw invalid();
  return link;
}

type Link = Awaited<ReturnType<typeof findLink>>;

function courseOf(link: Link, config: Config, locale: Locale) {
  return {
    id: link.courseId,
    title: localText(link.title, link.titleEn, locale),
    price_para: link.pricePara,
    thumbnail_url: signPublicImage(config, link.coverPath).url,
  };
}

export async function openMailLink(
  deps: { db: Db; config: Config },
  token: string,
  now: Date,
  locale: Locale,
): Promise<MailLinkOpenResponse> {
  const link = await findLink(deps.db, deps.config, token, false);
  if (link.openedAt === null) {
    await deps.db
      .update(mailSequenceLinks)
      .set({ openedAt: now })
      .where(sql`${mailSequenceLinks.id} = ${link.id} and ${mailSequenceLinks.openedAt} is null`);
  }
  return {
    action: link.action as SequenceLinkAction,
    state: link.usedAt ? 'used' : link.expiresAt <= now ? 'expired' : 'ready',
    course: courseOf(link, deps.config, locale),
  };
}

export async function useMailLink(
  deps: { db: Db; config: Config },
  userId: number,
  token: string,
  now: Date,
  locale: Locale,
): Promise<MailLinkUseResponse> {
  return deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const link = await findLink(tx, deps.config, token, true);
    if (link.userId !== userId) throw new AppError(403, 'mailLink.otherAccount');
    if (link.usedAt) throw new AppError(409, 'mailLink.used');
    if (link.expiresAt <= now) throw new AppError(410, 'mailLink.expired');
    await tx
      .update(mailSequenceLinks)
      .set({ usedAt: now, openedAt: link.openedAt ?? now })
      .where(eq(mailSequenceLinks.id, link.id));
    const action = link.action as SequenceLinkAction;
    // A refused extension (already used, access ended) rolls the link back with it: it can be tried again.
    const extended =
      action === 'free-extension' ? await extendFree({ db: tx }, userId, link.courseId, locale) : null;
    return {
      action,
      course: courseOf(link, deps.config, locale),
      message: extended?.message ?? null,
      new_expiry_date: extended?.new_expiry_date ?? null,
    };
  });
}
