// The texts of every locale tree (the web app's, the server's messages, the e-mails'), read as a proofreader would
// (issue 16): no sentence ends in two full stops, a Serbian date closes its sentence with its own full stop,
// every counted message has its Serbian one/few/other forms, and the Serbian files hold no English.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

type Lang = 'sr' | 'en';
interface Tree {
  name: string;
  /** Before the plural form: i18next's `key_few` (web, server messages), the e-mails' `key.few`. */
  plural: '_' | '.';
  files: Record<Lang, string>[];
}

const webDir = path.join(ROOT, 'apps/web/src/locales');
const TREES: Tree[] = [
  {
    name: 'web',
    plural: '_',
    files: fs
      .readdirSync(path.join(webDir, 'sr'))
      .filter((file) => file.endsWith('.json'))
      .map((file) => ({ sr: path.join(webDir, 'sr', file), en: path.join(webDir, 'en', file) })),
  },
  {
    name: 'server messages',
    plural: '_',
    files: [
      {
        sr: path.join(ROOT, 'packages/shared/src/locales/sr.json'),
        en: path.join(ROOT, 'packages/shared/src/locales/en.json'),
      },
    ],
  },
  {
    name: 'e-mails',
    plural: '.',
    files: [
      {
        sr: path.join(ROOT, 'apps/server/src/emails/locales/sr.json'),
        en: path.join(ROOT, 'apps/server/src/emails/locales/en.json'),
      },
    ],
  },
];

interface Message {
  file: string;
  /** The file's name without .json ("admin", "sr"). */
  namespace: string;
  key: string;
  text: string;
  counted: boolean;
}

function flatten(value: unknown, prefix: string, out: Map<string, string>) {
  if (typeof value === 'string') out.set(prefix, value);
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) flatten(item, `${prefix}.${index}`, out);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, out);
  }
}

function read(file: string): Map<string, string> {
  const out = new Map<string, string>();
  flatten(JSON.parse(fs.readFileSync(file, 'utf8')), '', out);
  return out;
}

const FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];

const catalogs = TREES.flatMap((tree) =>
  tree.files.map((pair) => ({
    label: `${tree.name}: ${path.relative(ROOT, pair.sr).replace('/sr/', '/{sr,en}/').replace('sr.json', '{sr,en}.json')}`,
    namespace: path.basename(pair.sr, '.json'),
    plural: tree.plural,
    sr: read(pair.sr),
    en: read(pair.en),
  })),
);

/** The family name of a counted message's key ("export.ready_" for "export.ready_few"), else null. */
function pluralBase(key: string, separator: '_' | '.'): string | null {
  const at = key.lastIndexOf(separator);
  return at > 0 && FORMS.includes(key.slice(at + 1)) ? key.slice(0, at + 1) : null;
}

function messages(lang: Lang): Message[] {
  return catalogs.flatMap((catalog) =>
    [...catalog[lang]].map(([key, text]) => ({
      file: catalog.label,
      namespace: catalog.namespace,
      key,
      text,
      counted: pluralBase(key, catalog.plural) !== null,
    })),
  );
}

/** A message filled in as the app fills it: a date as the date helper writes it, anything else as a word. */
function render(text: string, lang: Lang): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    name === 'date' ? formatDate('2027-11-26T10:00:00Z', lang) : name === 'count' ? '3' : 'x',
  );
}

describe('locale files', () => {
  it('are all read', () => {
    expect(catalogs.length).toBeGreaterThan(15);
    for (const catalog of catalogs) expect(catalog.sr.size, catalog.label).toBeGreaterThan(0);
  });

  it.each(['sr', 'en'] as const)('%s: no message ends in two full stops, filled in or not', (lang) => {
    const doubled = messages(lang)
      .filter(({ text }) => /\.\.$/.test(text.trim()) || /(?<!\.)\.\.(?!\.)/.test(render(text, lang)))
      .map(({ file, key, text }) => `${file} ${key}: ${text}`);
    expect(doubled).toEqual([]);
  });

  it('every Serbian message has its English twin, and no English one lacks its Serbian (ADR 055)', () => {
    // Keys are typed from the Serbian files alone, so tsc cannot see an English text that was never written;
    // counted families are compared by their base (Serbian has the few form English does not).
    const unmatched: string[] = [];
    for (const catalog of catalogs) {
      const families = (texts: Map<string, string>) =>
        new Set([...texts.keys()].map((key) => pluralBase(key, catalog.plural) ?? key));
      const sr = families(catalog.sr);
      const en = families(catalog.en);
      for (const key of sr) if (!en.has(key)) unmatched.push(`${catalog.label} en lacks ${key}`);
      for (const key of en) if (!sr.has(key)) unmatched.push(`${catalog.label} sr lacks ${key}`);
    }
    expect(unmatched).toEqual([]);
  });

  it('sr: a sentence ending with a date has no full stop of its own (the date "26. novembra 2027." brings it)', () => {
    const found = messages('sr')
      .filter(({ text }) => /\{\{date\}\}\.(\s|$)/.test(text))
      .map(({ file, key, text }) => `${file} ${key}: ${text}`);
    expect(found).toEqual([]);
  });

  it('every counted message has the Serbian forms one, few and other, and the English one and other', () => {
    const missing: string[] = [];
    for (const catalog of catalogs) {
      const bases = new Set(
        [...catalog.sr.keys(), ...catalog.en.keys()].flatMap((key) => pluralBase(key, catalog.plural) ?? []),
      );
      for (const base of bases) {
        for (const form of ['one', 'few', 'other']) {
          if (!catalog.sr.has(`${base}${form}`)) missing.push(`${catalog.label} sr ${base}${form}`);
        }
        for (const form of ['one', 'other']) {
          if (!catalog.en.has(`${base}${form}`)) missing.push(`${catalog.label} en ${base}${form}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('a number followed by the word it counts is a counted message', () => {
    // Placeholders that carry numbers; a word right after one must agree with it ("1 red", "2 reda", "5 redova").
    const NUMBER =
      /\{\{(count|total|rows|months|days|hours|minutes|seconds|limit|completed|remaining|taken|refundDays)\}\}\s+(\p{Ll}[\p{L}-]*)/gu;
    // Words after a number that do not change with it: prepositions and unit symbols.
    const UNCHANGED = new Set(['od', 'do', 'i', 'of', 'to', 'and', 's', 'min', 'h']);
    // After "od" Serbian puts the genitive, which for these words is one form for every number ("u roku od 1 dana",
    // "od 5 dana"; "od 21 korisnika", "od 2 korisnika"); English "users" there is always plural in practice.
    // The slip's cancellation notice (ADR 083): "u roku od 10 dana"; its days are 7 to 60, so English is plural too.
    const SAME_FOR_EVERY_NUMBER = new Set([
      'pages:terms.sections.4.paragraphs.0',
      'admin:users.info',
      'sr:slipCancelled.expired',
    ]);
    const found = (['sr', 'en'] as const).flatMap((lang) =>
      messages(lang)
        .filter(
          ({ namespace, key, text, counted }) =>
            !counted &&
            !SAME_FOR_EVERY_NUMBER.has(`${namespace}:${key}`) &&
            [...text.matchAll(NUMBER)].some((match) => !UNCHANGED.has(match[2] ?? '')),
        )
        .map(({ file, key, text }) => `${lang} ${file} ${key}: ${text}`),
    );
    expect(found).toEqual([]);
  });
});

describe('the Serbian texts', () => {
  // The same in both languages: names, the brand, international words Serbian uses as they are.
  const SAME_IN_BOTH = new Set([
    'Admin',
    // The script switch's short name of Latin (ADR 082).
    'Lat',
    'Administrator',
    'Atelje',
    'Bonus',
    'CSV',
    'E-mail',
    'Email',
    'English',
    'Model',
    'NBS IPS QR',
    'Newsletter',
    'PayPal',
    'Period',
    'Srpski',
    'Status',
    'ATL-XXXX-XXXX',
    // A gift card code's shape, and an amount in dinars (ADR 044).
    'XXXX-XXXX-XXXX-XXXX',
    '{{amount}} RSD',
    'Video: {{title}}',
    '{{value}} EUR',
  ]);
  const ENGLISH =
    /\b(the|and|please|failed|successfully|upload|loading|error|skip|intro|file|user|users|dashboard|export|template|lifestyle|professional|download|downloaded|not found|missing|available|new|fetch|occurred|while|already|used)\b/i;

  it('are not left in English', () => {
    const english: string[] = [];
    for (const catalog of catalogs) {
      for (const [key, text] of catalog.sr) {
        const words = text.replace(/\{\{\w+\}\}/g, '').trim();
        const identifier = /^[a-z0-9-]+$/.test(text);
        const same = catalog.en.get(key) === text && /\p{L}{2,}/u.test(words) && !identifier;
        if ((same && !SAME_IN_BOTH.has(text)) || ENGLISH.test(words))
          english.push(`${catalog.label} ${key}: ${text}`);
      }
    }
    expect(english).toEqual([]);
  });

  it('the English texts are not left in Serbian where a value is prefilled (checkout country)', () => {
    const web = catalogs.find((catalog) => catalog.label.includes('checkout.json'));
    expect(web?.sr.get('address.defaultCountry')).toBe('Srbija');
    expect(web?.en.get('address.defaultCountry')).toBe('Serbia');
  });
});
