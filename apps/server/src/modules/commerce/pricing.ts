// Prices every cart line from the database (never from the browser): courses, e-books, templates, the
// discounted extension (70 % of the course price for 6 months unless an administrator set other terms, ADR 071) and
// yearly zone memberships.
import { type ItemType, isGiftCardAmount, type PricedLine } from '@atelje/shared';
import { formatDecimalAmount } from '@atelje/shared/money';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { type Locale, localText } from '../../lib/i18n';
import { signPublicImage } from '../../lib/signed-url';
import { extensionRules } from '../settings/settings.service';
import * as repo from './pricing.repository';

export const EXTENSION_PERCENT = 70;
export const EXTENSION_MONTHS = 6;
export const MEMBERSHIP_MONTHS = 12;
export const FREE_EXTENSION_MONTHS = 1;

/**
 * A line to price: a cart line, or a gift (ADR 044): `gift_course` names the course, `gift_card` carries its amount in
 * para as its id.
 */
export interface OrderItemRef {
  type: ItemType;
  id: number;
}

/** A percentage (70 % by default) of a price, rounded half up to the para. */
export function extensionPrice(coursePricePara: number, percent: number = EXTENSION_PERCENT): number {
  return Math.floor((coursePricePara * percent + 50) / 100);
}

export function paraToRsd(para: number): string {
  return formatDecimalAmount(para);
}

/** Removes repeated refs, keeping the first. */
export function uniqueRefs(refs: readonly OrderItemRef[]): OrderItemRef[] {
  const seen = new Set<string>();
  return refs.filter((ref) => {
    const key = `${ref.type}:${ref.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface PricingResult {
  lines: PricedLine[];
  /** Refs that cannot be bought: unknown, unpublished, coming soon, free, or a zone without a price. */
  unavailable: OrderItemRef[];
}

export async function priceItems(
  deps: { db: Db; config: Pick<Config, 'appSecret'> },
  refs: readonly OrderItemRef[],
  locale: Locale,
): Promise<PricingResult> {
  const items = uniqueRefs(refs);
  const idsOf = (...types: OrderItemRef['type'][]) => [
    ...new Set(items.filter((ref) => types.includes(ref.type)).map((ref) => ref.id)),
  ];
  const courseIds = idsOf('course', 'course_extension', 'gift_course');
  const ebookIds = idsOf('ebook');
  const templateIds = idsOf('template');
  const zoneIds = idsOf('membership');
  const { db, config } = deps;

  const hasExtension = items.some((ref) => ref.type === 'course_extension');
  const [courseRows, ebookRows, templateRows, zoneRows, rules] = await Promise.all([
    courseIds.length ? repo.findCourses(db, courseIds) : [],
    ebookIds.length ? repo.findEbooks(db, ebookIds) : [],
    templateIds.length ? repo.findTemplates(db, templateIds) : [],
    zoneIds.length ? repo.findZones(db, zoneIds) : [],
    // The terms in force when the order is priced (ADR 071): read only when an extension is in it.
    hasExtension ? extensionRules(db) : null,
  ]);
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
  const courseMap = byId(courseRows);
  const ebookMap = byId(ebookRows);
  const templateMap = byId(templateRows);
  const zoneMap = byId(zoneRows);
  const thumbnailOf = (key: string | null) => {
    const picture = signPublicImage(config, key);
    return { thumbnailUrl: picture.url, thumbnailSrcSet: picture.srcset };
  };

  const lines: PricedLine[] = [];
  const unavailable: OrderItemRef[] = [];
  for (const ref of items) {
    const line = ((): PricedLine | null => {
      switch (ref.type) {
        // A course bought for oneself or as a gift: priced alike.
        case 'course':
        case 'gift_course': {
          const course = courseMap.get(ref.id);
          if (!course?.published || course.comingSoon || course.pricePara <= 0) return null;
          return {
            type: ref.type,
            id: course.id,
            title: localText(course.title, course.titleEn, locale),
            price: paraToRsd(course.pricePara),
            price_para: course.pricePara,
            original_price_para:
              course.originalPricePara > course.pricePara ? course.originalPricePara : null,
            ...thumbnailOf(course.coverPath),
            course_id: course.id,
            months: course.accessMonths,
          };
        }
        case 'gift_card': {
          if (!isGiftCardAmount(ref.id)) return null;
          return {
            type: 'gift_card',
            id: ref.id,
            title: locale === 'en' ? 'Gift card' : 'Poklon kartica',
            price: paraToRsd(ref.id),
            price_para: ref.id,
            original_price_para: null,
            thumbnailUrl: null,
            thumbnailSrcSet: null,
            course_id: null,
            months: null,
          };
        }
        case 'course_extension': {
          const course = courseMap.get(ref.id);
          if (!course || course.pricePara <= 0) return null;
          const price = extensionPrice(course.pricePara, rules?.extension_percent);
          return {
            type: 'course_extension',
            id: course.id,
            title: localText(course.title, course.titleEn, locale),
            price: paraToRsd(price),
            price_para: price,
            original_price_para: course.pricePara,
            ...thumbnailOf(course.coverPath),
            course_id: course.id,
            months: rules?.extension_months ?? EXTENSION_MONTHS,
          };
        }
        case 'ebook': {
          const ebook = ebookMap.get(ref.id);
          if (!ebook || ebook.pricePara <= 0) return null;
          return {
            type: 'ebook',
            id: ebook.id,
            title: ebook.title,
            price: paraToRsd(ebook.pricePara),
            price_para: ebook.pricePara,
            original_price_para: null,
            ...thumbnailOf(ebook.thumbnailPath),
            course_id: ebook.courseId,
            months: null,
          };
        }
        case 'template': {
          const template = templateMap.get(ref.id);
          if (!template || template.pricePara <= 0) return null;
          return {
            type: 'template',
            id: template.id,
            title: template.title,
            price: paraToRsd(template.pricePara),
            price_para: template.pricePara,
            original_price_para: null,
            ...thumbnailOf(template.thumbnailPath),
            course_id: template.courseId,
            months: null,
          };
        }
        case 'membership': {
          const zone = zoneMap.get(ref.id);
          if (!zone || zone.price === null || zone.price <= 0) return null;
          return {
            type: 'membership',
            id: zone.id,
            title: locale === 'en' ? zone.nameEn : zone.nameSr,
            price: paraToRsd(zone.price),
            price_para: zone.price,
            original_price_para: null,
            thumbnailUrl: null,
            thumbnailSrcSet: null,
            course_id: null,
            months: MEMBERSHIP_MONTHS,
          };
        }
      }
    })();
    if (line) lines.push(line);
    else unavailable.push(ref);
  }
  return { lines, unavailable };
}

/** Published, buyable courses of a zone (its main category), which a membership grants. */
export async function zoneCourseIds(db: Db, zoneId: number): Promise<number[]> {
  return repo.findZoneCourseIds(db, zoneId);
}
