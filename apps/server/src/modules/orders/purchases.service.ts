// What a buyer owns (issue 4): purchased courses with their expiry and free-extension state, bought e-books and
// templates, the free one-month extension, and the membership zones on sale.

import { formatDate } from '@atelje/shared/i18n/dates';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type Locale, translate } from '../../lib/i18n';
import { userMediaUrl } from '../../lib/media-session';
import { GATED_TTL_SECONDS, signPublicImage } from '../../lib/signed-url';
import { logActivity } from '../activity/activity.service';
import { extendExpiry, isLive } from '../commerce/expiry';
import { FREE_EXTENSION_MONTHS, MEMBERSHIP_MONTHS, paraToRsd } from '../commerce/pricing';
import { extensionRules } from '../settings/settings.service';
import * as repo from './orders.repository';

export async function userCourses(deps: { db: Db; config: Config }, userId: number, locale: Locale) {
  const rows = await repo.findUserCourses(deps.db, userId);
  const now = new Date();
  return rows.map(
    ({ access, course, authorName, categorySr, categoryEn, orderNumber, paymentMethod, orderTotal }) => {
      const valid = isLive(access.expiresAt, now);
      const used = access.freeExtensionUsedAt !== null;
      return {
        id: course.id,
        title: course.title,
        description: course.description,
        cover: signPublicImage(deps.config, course.coverPath),
        author: authorName ? { id: course.authorId, name: authorName } : null,
        category_name: (locale === 'en' ? categoryEn : categorySr) ?? null,
        price: paraToRsd(course.pricePara),
        purchased_at: access.grantedAt.toISOString(),
        course_expiry_date: access.expiresAt?.toISOString() ?? null,
        access_valid: valid,
        can_extend_free: !used && access.expiresAt !== null,
        free_extension_used: used,
        orderNumber: orderNumber ?? null,
        paymentMethod: paymentMethod ?? null,
        total_price: orderTotal === null ? null : paraToRsd(orderTotal),
        source: access.source,
      };
    },
  );
}

/** The free one-month extension: once per course, for someone who has (or had) paid access to it. */
export async function extendFree(deps: { db: Db }, userId: number, courseId: number, locale: Locale) {
  const now = new Date();
  const expiry = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const access = await repo.lockLiveAccess(tx, userId, courseId);
    if (!access) throw new AppError(403, 'extension.noAccess');
    if (access.freeExtensionUsedAt || access.expiresAt === null) throw new AppError(422, 'extension.used');
    // The months in force when it is taken (ADR 071).
    const months = (await extensionRules(tx)).free_extension_months ?? FREE_EXTENSION_MONTHS;
    const next = extendExpiry({ exists: true, expiresAt: access.expiresAt }, months, now)!;
    await repo.setFreeExtension(tx, access.id, next, now);
    await logActivity(tx, {
      actorUserId: userId,
      type: 'course.extended_free',
      message: `Besplatno produženje kursa #${courseId} do ${next.toISOString().slice(0, 10)}`,
      data: { courseId },
    });
    return next;
  });
  return {
    message: translate(locale, 'extension.done', { date: formatDate(expiry, locale) }),
    new_expiry_date: expiry.toISOString(),
  };
}

export async function myDownloads(deps: { db: Db; config: Config }, userId: number) {
  const { ebookRows, templateRows } = await repo.findDownloads(deps.db, userId);
  const shape = (row: { item: repo.DownloadItem; grantedAt: Date }) => {
    const thumbnail = signPublicImage(deps.config, row.item.thumbnailPath);
    return {
      id: row.item.id,
      course_id: row.item.courseId,
      title: row.item.title,
      description: row.item.description,
      thumbnail: thumbnail.url,
      thumbnail_srcset: thumbnail.srcset,
      // Bound to the buyer (the route opens their media session) and refused once the purchase is refunded.
      url: userMediaUrl(deps.config, row.item.filePath, userId, Date.now(), GATED_TTL_SECONDS).url,
      purchased_at: row.grantedAt.toISOString(),
    };
  };
  return { ebooks: ebookRows.map(shape), templates: templateRows.map(shape) };
}

export async function membershipZones(db: Db, locale: Locale) {
  const rows = await repo.findMembershipZones(db);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: locale === 'en' ? row.nameEn : row.nameSr,
    price: paraToRsd(row.price ?? 0),
    price_para: row.price ?? 0,
    courses_count: Number(row.coursesCount),
    months: MEMBERSHIP_MONTHS,
  }));
}
