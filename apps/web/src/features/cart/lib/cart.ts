// The cart's rules as pure functions (spec 000 §3 "Cart item", §4 "Cart", §9 default price): items are the
// course, e-book or template fields plus `type` and `thumbnailUrl`; money is integer para.
import type { ItemRef, PricedLine } from '@atelje/shared/commerce/schemas';
import { formatDecimalAmount } from '@atelje/shared/money';

export type CartItemType = 'course' | 'ebook' | 'template' | 'course_extension' | 'membership';

export const CART_ITEM_TYPES: readonly CartItemType[] = [
  'course',
  'ebook',
  'template',
  'course_extension',
  'membership',
];

/** Default price when an item arrives without one: 2000 RSD (spec 000 §9), in para. */
export const DEFAULT_PRICE_PARA = 200_000;

export interface CartItem {
  id: number;
  type: CartItemType;
  title: string;
  /** Current price in para. */
  price_para: number;
  /** The same price as an RSD string with 2 decimals ("2000.00"), as the API writes it. */
  price: string;
  thumbnailUrl: string | null;
  original_price_para?: number;
  author?: string | null;
  /** Any other field of the course, e-book or template (description, category, course_id, ...). */
  [field: string]: unknown;
}

/** What callers hand in: any object with an id and a title; the rest is filled in by normalizeItem. */
export type CartItemInput = { id: number; type: CartItemType; title: string } & Record<string, unknown>;

function toPara(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return Math.round(value);
  return null;
}

function rsdToPara(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return Math.round(value * 100);
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.replace(',', '.'));
    if (Number.isFinite(parsed) && parsed >= 0) return Math.round(parsed * 100);
  }
  return null;
}

export function paraToRsdString(para: number): string {
  return formatDecimalAmount(para);
}

/** Fills in price (para first, else the RSD string, else the 2000 RSD default) and thumbnailUrl. */
export function normalizeItem(input: CartItemInput): CartItem {
  const pricePara = toPara(input.price_para) ?? rsdToPara(input.price) ?? DEFAULT_PRICE_PARA;
  const thumbnailUrl =
    typeof input.thumbnailUrl === 'string' && input.thumbnailUrl ? input.thumbnailUrl : null;
  return { ...input, price_para: pricePara, price: paraToRsdString(pricePara), thumbnailUrl };
}

/** Identity of a line: the same id can be a course and an e-book, so the type is part of it. */
export function itemKey(item: Pick<CartItem, 'type' | 'id'>): string {
  return `${item.type}:${item.id}`;
}

export function hasItem(items: readonly CartItem[], item: Pick<CartItem, 'type' | 'id'>): boolean {
  const key = itemKey(item);
  return items.some((existing) => itemKey(existing) === key);
}

/**
 * What an item's cart button does: add the line, or, once that line is in the cart, take the buyer to the cart
 * (issue 16; adding it again would only repeat the duplicate warning).
 */
export function cartButtonAction(
  items: readonly CartItem[],
  item: Pick<CartItem, 'type' | 'id'>,
): 'add' | 'goToCart' {
  return hasItem(items, item) ? 'goToCart' : 'add';
}

export type AddResult =
  | { status: 'added'; items: CartItem[]; item: CartItem }
  | { status: 'duplicate'; items: readonly CartItem[]; item: CartItem };

/** Adds a line unless the same type and id is already in; a duplicate leaves the cart unchanged. */
export function addItem(items: readonly CartItem[], input: CartItemInput): AddResult {
  const item = normalizeItem(input);
  if (hasItem(items, item)) return { status: 'duplicate', items, item };
  return { status: 'added', items: [...items, item], item };
}

export function removeItem(items: readonly CartItem[], key: string): CartItem[] {
  return items.filter((item) => itemKey(item) !== key);
}

/** Sum of the lines in para. */
export function cartTotal(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.price_para, 0);
}

function isItem(value: unknown): value is CartItemInput {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    (typeof record.id === 'number' || (typeof record.id === 'string' && record.id !== '')) &&
    typeof record.title === 'string' &&
    CART_ITEM_TYPES.includes(record.type as CartItemType)
  );
}

/** Reads the stored cart; anything unreadable is an empty cart, unreadable lines and repeats are dropped. */
export function parseCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  let items: CartItem[] = [];
  for (const entry of data) {
    if (!isItem(entry)) continue;
    const id = typeof entry.id === 'string' ? Number(entry.id) : entry.id;
    if (!Number.isFinite(id)) continue;
    const result = addItem(items, { ...entry, id });
    if (result.status === 'added') items = result.items;
  }
  return items;
}

/** Drops nested lists (videos, e-books, templates) so the stored cart stays small. */
function flatFields(source: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (Array.isArray(value)) continue;
    out[key] = value;
  }
  return out;
}

interface CourseLike {
  id: number;
  title: string;
  price?: string;
  price_para?: number;
  original_price_para?: number;
  author?: { id: number; name: string } | null;
  cover?: { url: string | null } | null;
}

export function courseToCartItem(course: CourseLike, thumbnailUrl: string | null = null): CartItemInput {
  return {
    ...flatFields(course as unknown as Record<string, unknown>),
    id: course.id,
    title: course.title,
    type: 'course',
    author: course.author?.name ?? null,
    thumbnailUrl: thumbnailUrl ?? course.cover?.url ?? null,
  };
}

interface MaterialLike {
  id: number;
  title: string;
  price?: string;
  price_para?: number;
  thumbnail?: string | null;
  author?: string | null;
}

export function ebookToCartItem(ebook: MaterialLike): CartItemInput {
  return {
    ...flatFields(ebook as unknown as Record<string, unknown>),
    id: ebook.id,
    title: ebook.title,
    type: 'ebook',
    thumbnailUrl: ebook.thumbnail ?? null,
  };
}

export function templateToCartItem(template: MaterialLike): CartItemInput {
  return {
    ...flatFields(template as unknown as Record<string, unknown>),
    id: template.id,
    title: template.title,
    type: 'template',
    thumbnailUrl: template.thumbnail ?? null,
  };
}

export type { ItemRef, PricedLine };

export function toItemRefs(items: readonly Pick<CartItem, 'type' | 'id'>[]): ItemRef[] {
  return items.map((item) => ({ type: item.type, id: item.id }));
}

/** A priced line the cart can hold (a gift is bought on its own page, never through the cart; ADR 044). */
function isCartLine(line: PricedLine): line is PricedLine & { type: CartItemType } {
  return CART_ITEM_TYPES.includes(line.type as CartItemType);
}

/**
 * The cart as the server priced it, in the server's order. Fields only the browser knows (author, access
 * months, the course name of an extension) are kept from the line it had before.
 */
export function fromPricedLines(lines: readonly PricedLine[], previous: readonly CartItem[]): CartItem[] {
  const known = new Map(previous.map((item) => [itemKey(item), item]));
  const out: CartItem[] = [];
  for (const line of lines.filter(isCartLine)) {
    const before = known.get(itemKey(line));
    const item = normalizeItem({
      ...before,
      ...line,
      thumbnailUrl: line.thumbnailUrl ?? before?.thumbnailUrl ?? null,
      original_price_para: line.original_price_para ?? undefined,
      // The server names an extension or a membership by its course or zone; the browser's line title says
      // what is bought ("Produženje: …"), and the name is kept beside it.
      ...(line.type === 'course_extension' ? { courseName: line.title, originalCourseId: line.id } : {}),
      ...(line.type === 'membership' ? { zoneName: line.title } : {}),
    });
    if (!hasItem(out, item)) out.push(item);
  }
  return out;
}

/**
 * Puts the server's prices and names on the lines it knows (what the browser stored is only a hint, and anyone
 * can edit it); lines it does not know keep their own. An extension or a membership keeps its line title ("Produženje:
 * …") and takes the server's course or zone name beside it, as fromPricedLines does.
 */
export function withServerPrices(items: readonly CartItem[], lines: readonly PricedLine[]): CartItem[] {
  const priced = new Map(lines.filter(isCartLine).map((line) => [itemKey(line), line]));
  return items.map((item) => {
    const line = priced.get(itemKey(item));
    if (!line) return item;
    const name =
      line.type === 'course_extension'
        ? { courseName: line.title }
        : line.type === 'membership'
          ? { zoneName: line.title }
          : { title: line.title };
    return normalizeItem({
      ...item,
      ...name,
      price_para: line.price_para,
      original_price_para: line.original_price_para ?? undefined,
      months: line.months ?? item.months,
      thumbnailUrl: line.thumbnailUrl ?? item.thumbnailUrl,
    });
  });
}

/** True when two carts hold the same lines at the same prices and names, so a write can be skipped. */
export function samePricedLines(a: readonly CartItem[], b: readonly CartItem[]): boolean {
  if (a.length !== b.length) return false;
  return a.every(
    (item, index) =>
      itemKey(item) === itemKey(b[index]) &&
      item.price_para === b[index].price_para &&
      item.title === b[index].title &&
      item.courseName === b[index].courseName &&
      item.zoneName === b[index].zoneName &&
      item.thumbnailUrl === b[index].thumbnailUrl,
  );
}

/**
 * The paid extension (spec 000 §3): 70 % of the course price, 30 % off, 6 months, unless an administrator set other
 * terms (the public settings' extension_percent and extension_months, ADR 071); its id is the course id. The
 * server's quote prices it in the end.
 */
export const EXTENSION_MONTHS = 6;
export const EXTENSION_DISCOUNT_PERCENT = 30;

export interface ExtensionTerms {
  percent: number;
  months: number;
}

const DEFAULT_TERMS: ExtensionTerms = { percent: 100 - EXTENSION_DISCOUNT_PERCENT, months: EXTENSION_MONTHS };

export function extensionPricePara(coursePricePara: number, percent = DEFAULT_TERMS.percent): number {
  return Math.round((coursePricePara * percent) / 100);
}

interface ExtensionSource {
  id: number;
  title: string;
  price_para: number;
  thumbnailUrl?: string | null;
}

/** `title` is the translated line title ("Produženje: <course>"); the course's own title stays in courseName. */
export function extensionToCartItem(
  course: ExtensionSource,
  title: string,
  terms: ExtensionTerms = DEFAULT_TERMS,
): CartItemInput {
  return {
    id: course.id,
    type: 'course_extension',
    title,
    courseName: course.title,
    originalCourseId: course.id,
    course_id: course.id,
    price_para: extensionPricePara(course.price_para, terms.percent),
    original_price_para: course.price_para,
    originalPrice: paraToRsdString(course.price_para),
    discount: 100 - terms.percent,
    duration: terms.months,
    months: terms.months,
    thumbnailUrl: course.thumbnailUrl ?? null,
  };
}

interface ZoneSource {
  id: number;
  slug: string;
  name: string;
  price_para: number;
  months: number;
  courses_count: number;
}

/** A membership zone: its id is the zone's main category id. */
export function membershipToCartItem(zone: ZoneSource, title: string): CartItemInput {
  return {
    id: zone.id,
    type: 'membership',
    title,
    zoneName: zone.name,
    slug: zone.slug,
    price_para: zone.price_para,
    months: zone.months,
    courses_count: zone.courses_count,
    thumbnailUrl: null,
  };
}
