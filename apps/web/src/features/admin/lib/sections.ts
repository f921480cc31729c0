// The dashboard's sections (spec 001 §2 ids) in sidebar order; the upload group's items sit under one heading.
const BEFORE_UPLOAD = ['kontrolna-tabla', 'poslovanje', 'kursevi', 'korisnici'] as const;
const UPLOAD_ITEMS = [
  'kursevi-upload',
  'video-upload',
  'video-upload-new',
  'cover-upload',
  'pdf-upload',
  'template-upload',
  'video-gallery',
  'trailer',
] as const;
const AFTER_UPLOAD = [
  'predavaci',
  'narudzbine',
  'uplatnice',
  'omnisend',
  'vauceri',
  'pokloni',
  'recenzije',
  'posta',
  'sekvence',
  'mail-tekstovi',
  'dnevnik',
  'kategorije',
  'katalog',
  'bezbednost',
  'prodavac',
  'sadrzaj',
] as const;

export const SECTION_IDS = [...BEFORE_UPLOAD, ...UPLOAD_ITEMS, ...AFTER_UPLOAD] as const;

export type SectionId = (typeof SECTION_IDS)[number];

export const DEFAULT_SECTION: SectionId = 'kontrolna-tabla';

/** Where /upload opens the dashboard. */
export const UPLOAD_SECTION: SectionId = 'video-upload';

export const UPLOAD_GROUP: SectionId[] = [...UPLOAD_ITEMS];

/** Sidebar entries: a section, or the upload group with its items. */
export const SIDEBAR: Array<SectionId | 'upload'> = [...BEFORE_UPLOAD, 'upload', ...AFTER_UPLOAD];

export function isSectionId(value: string | null): value is SectionId {
  return value !== null && (SECTION_IDS as readonly string[]).includes(value);
}
