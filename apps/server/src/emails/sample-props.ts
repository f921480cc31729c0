// Example props of any e-mail template (ADR 085), drawn from its props schema, so the text editor can preview and
// test-send every template, a new one included, without code of its own. Links go to the site (never a signed
// link: an example gives nothing away); names and titles read like the real thing.
import type { z } from 'zod';
import type { Locale } from '../lib/i18n';
import { type EmailProps, type EmailTemplate, emailPropsSchemas } from './props';

interface Context {
  locale: Locale;
  siteUrl: string;
  /** The recipient's name and address (the administrator's, for a test). */
  name: string;
  email: string;
  now: Date;
}

// biome-ignore lint/suspicious/noExplicitAny: zod's internal definition is untyped here
type Def = any;

const TEXTS: Record<string, { sr: string; en: string }> = {
  courseTitle: { sr: 'Osnove dizajna enterijera', en: 'Interior design basics' },
  title: { sr: 'Osnove dizajna enterijera', en: 'Interior design basics' },
  senderName: { sr: 'Milica Petrović', en: 'Milica Petrović' },
  instructorName: { sr: 'Milica Petrović', en: 'Milica Petrović' },
  message: { sr: 'Uživaj u kursu!', en: 'Enjoy the course!' },
  purpose: { sr: 'Plaćanje narudžbine', en: 'Order payment' },
  payee: { sr: 'Atelje d.o.o., Beograd', en: 'Atelje d.o.o., Belgrade' },
};
const PLAIN: Record<string, string> = {
  account: '160-0000000012345-67',
  model: '97',
  reference: '2026000123',
  payment_code: '221',
  invoiceCounter: '123/456ПП',
};
const NUMBERS: Record<string, number> = {
  pricePara: 490_000,
  totalPara: 490_000,
  amountPara: 490_000,
  balancePara: 490_000,
  discountPara: 0,
  percent: 10,
  months: 6,
  expiresMinutes: 60,
};

function sample(schema: z.ZodType, key: string, ctx: Context): unknown {
  const def: Def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        const value = sample(field, name, ctx);
        if (value !== undefined) out[name] = value;
      }
      return out;
    }
    case 'array':
      return [sample(def.element, key, ctx)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      // Optional parts are shown, so every text they carry can be seen in the preview.
      return sample(def.innerType, key, ctx);
    case 'pipe':
      return sample(def.in, key, ctx);
    case 'enum':
      return Object.values(def.entries)[0];
    case 'literal':
      return def.values[0];
    case 'union':
      return sample(def.options[0], key, ctx);
    case 'boolean':
      // 'expired', 'extension': the ordinary case first.
      return false;
    case 'number':
      return firstValid(schema, [NUMBERS[key] ?? 1, 1, 0]);
    case 'string':
      return firstValid(schema, stringCandidates(key, ctx));
    default:
      return undefined;
  }
}

function stringCandidates(key: string, ctx: Context): string[] {
  const text = TEXTS[key]?.[ctx.locale];
  const lower = key.toLowerCase();
  const path = lower.includes('cart')
    ? '/korpa'
    : lower.includes('shop') || lower.includes('site')
      ? '/'
      : '/my-profile';
  const inAWeek = new Date(ctx.now.getTime() + 7 * 86_400_000).toISOString();
  return [
    ...(text ? [text] : []),
    ...(PLAIN[key] ? [PLAIN[key]] : []),
    ...(lower.includes('name') || lower.includes('payer') ? [ctx.name] : []),
    // 'giftFor': whom a gift went to.
    ...(lower.includes('email') || lower.endsWith('for') ? [ctx.email] : []),
    ...(lower.includes('number') ? ['2026-000123'] : []),
    ...(lower.includes('code') ? ['ATELJE-7K2Q'] : []),
    ...(lower.includes('at') || lower.includes('until') || lower.includes('time') ? [inAWeek] : []),
    // A plain text reads as one; a link, an address, a date or a code is tried until the schema takes it.
    ctx.locale === 'en' ? 'Example' : 'Primer',
    `${ctx.siteUrl}${path}`,
    ctx.email,
    inAWeek,
    '221',
    '97',
  ];
}

function firstValid(schema: z.ZodType, candidates: unknown[]): unknown {
  return candidates.find((candidate) => schema.safeParse(candidate).success) ?? candidates[0];
}

/** Props a template accepts, with example values in `locale`. */
export function sampleProps<T extends EmailTemplate>(template: T, ctx: Context): EmailProps[T] {
  const schema = emailPropsSchemas[template] as unknown as z.ZodType;
  return schema.parse(sample(schema, template, ctx)) as EmailProps[T];
}
