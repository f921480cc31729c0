// The certificate itself: one A4 landscape page with the learner, the course, the instructor, the date in Belgrade,
// the verification code and the address where anyone can check it. DejaVu is embedded for č ć đ š ž.
import { formatDate } from '@atelje/shared/i18n/dates';
import PDFDocument from 'pdfkit';
import { fontPath } from '../../drivers/video/fonts';
import { contentText } from '../../lib/cyrillic';
import type { Locale, Script } from '../../lib/i18n';
import { collect, type Doc } from '../../lib/pdf';

export interface CertificatePdfInput {
  locale: Locale;
  /** Serbian in Cyrillic when the learner chose it (ADR 082): every text but the code and the address. */
  script?: Script;
  learnerName: string;
  courseTitle: string;
  instructorName: string;
  issuedAt: Date;
  code: string;
  verifyUrl: string;
  /** "Passed with N %": the course's required quizzes (ADR 081); null or absent without them. */
  quizScore?: number | null;
}

const INK = '#1d1a17';
const MUTED = '#5b534a';
const RULE = '#c9bdab';
const ACCENT = '#9a3a17';
const PAPER = '#fffdf9';

const labels = {
  sr: {
    title: 'Sertifikat',
    subtitle: 'o završenom onlajn kursu',
    certifies: 'Ovim se potvrđuje da je',
    completed: 'uspešno završio/la sve lekcije kursa',
    instructor: 'Predavač',
    date: 'Datum izdavanja',
    code: 'Verifikacioni kod',
    verify: 'Autentičnost sertifikata proverite na',
    quiz: 'Položen test: {score} %',
    tagline: 'Onlajn akademija dizajna',
    documentTitle: 'Sertifikat',
  },
  en: {
    title: 'Certificate',
    subtitle: 'of online course completion',
    certifies: 'This is to certify that',
    completed: 'has successfully completed every lesson of the course',
    instructor: 'Instructor',
    date: 'Date of issue',
    code: 'Verification code',
    verify: 'Verify this certificate at',
    quiz: 'Passed with {score} %',
    tagline: 'Online design academy',
    documentTitle: 'Certificate',
  },
} as const;

/** The largest size (down to `min`) at which text fits the width on one line. */
function fitSize(doc: Doc, font: string, text: string, width: number, max: number, min: number): number {
  doc.font(font);
  for (let size = max; size > min; size -= 1) {
    if (doc.fontSize(size).widthOfString(text) <= width) return size;
  }
  return min;
}

function caption(doc: Doc, text: string, x: number, y: number, width: number, locale: Locale) {
  doc
    .font('sans')
    .fontSize(8)
    .fillColor(MUTED)
    .text(text.toLocaleUpperCase(locale === 'sr' ? 'sr-Latn' : 'en'), x, y, {
      width,
      align: 'center',
      characterSpacing: 1.2,
      lineBreak: false,
    });
}

/** A4 landscape in points: the certificate's own size, which the link-preview image scales down. */
export const CERTIFICATE_SIZE = { width: 841.89, height: 595.28 } as const;

/** The faces the certificate uses, under the names drawCertificate asks for. */
export function registerCertificateFonts(doc: Doc) {
  doc.registerFont('serif', fontPath('DejaVuSerif'));
  doc.registerFont('serif-italic', fontPath('DejaVuSerif-Italic'));
  doc.registerFont('serif-bold', fontPath('DejaVuSerif-Bold'));
  doc.registerFont('sans', fontPath('DejaVuSans'));
  doc.registerFont('sans-bold', fontPath('DejaVuSans-Bold'));
  doc.registerFont('mono', fontPath('DejaVuSansMono'));
}

/**
 * Draws the certificate into the CERTIFICATE_SIZE box at the origin of the current coordinates (the PDF's page, or
 * a scaled box of the link-preview image), fonts registered.
 */
export function drawCertificate(doc: Doc, given: CertificatePdfInput) {
  const script = given.script ?? 'Latn';
  const inScript = (text: string) => contentText(text, given.locale, script);
  const input = {
    ...given,
    learnerName: inScript(given.learnerName),
    courseTitle: inScript(given.courseTitle),
    instructorName: inScript(given.instructorName),
  };
  const l = Object.fromEntries(
    Object.entries(labels[input.locale]).map(([key, text]) => [key, inScript(text)]),
  ) as Record<keyof (typeof labels)['sr'], string>;
  const upperLocale = input.locale === 'en' ? 'en' : script === 'Cyrl' ? 'sr-Cyrl' : 'sr-Latn';
  const { width: pageWidth, height: pageHeight } = CERTIFICATE_SIZE;
  doc.rect(0, 0, pageWidth, pageHeight).fill(PAPER);
  // A double frame: a heavy accent rule outside, a hairline inside.
  doc
    .rect(24, 24, pageWidth - 48, pageHeight - 48)
    .lineWidth(2.5)
    .strokeColor(ACCENT)
    .stroke();
  doc
    .rect(34, 34, pageWidth - 68, pageHeight - 68)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();

  const inner = 96;
  const width = pageWidth - inner * 2;
  const center = (text: string, y: number, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(text, inner, y, { width, align: 'center', lineBreak: false, ...options });

  doc.font('serif-bold').fontSize(15).fillColor(INK);
  center(inScript('ATELJE'), 64, { characterSpacing: 5 });
  doc.font('sans').fontSize(8).fillColor(MUTED);
  center(l.tagline, 84);

  doc.font('serif').fontSize(40).fillColor(ACCENT);
  center(l.title.toLocaleUpperCase(upperLocale), 124, { characterSpacing: 3 });
  doc.font('serif-italic').fontSize(13).fillColor(MUTED);
  center(l.subtitle, 176);

  doc.font('sans').fontSize(11).fillColor(MUTED);
  center(l.certifies, 224);
  const nameSize = fitSize(doc, 'serif-bold', input.learnerName, width, 34, 16);
  doc.font('serif-bold').fontSize(nameSize).fillColor(INK);
  center(input.learnerName, 246 + (34 - nameSize) / 2);
  const ruleY = 292;
  doc
    .moveTo(pageWidth / 2 - 150, ruleY)
    .lineTo(pageWidth / 2 + 150, ruleY)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();

  doc.font('sans').fontSize(11).fillColor(MUTED);
  center(l.completed, 306);
  // A long title wraps to two lines rather than shrinking below legibility.
  const quoted = input.locale === 'sr' ? `„${input.courseTitle}“` : `“${input.courseTitle}”`;
  const titleSize = fitSize(doc, 'serif-italic', quoted, width, 22, 15);
  doc.font('serif-italic').fontSize(titleSize).fillColor(INK);
  doc.text(quoted, inner, 330, { width, align: 'center', height: titleSize * 2.6, ellipsis: true });

  if (input.quizScore !== undefined && input.quizScore !== null) {
    doc.font('sans-bold').fontSize(10.5).fillColor(ACCENT);
    center(l.quiz.replace('{score}', String(input.quizScore)), 402, { characterSpacing: 0.6 });
  }

  // Instructor, date and code in three columns over hairlines.
  const columnsY = 438;
  const columnWidth = (pageWidth - 2 * inner - 2 * 40) / 3;
  const columns: [string, string, string][] = [
    [l.instructor, input.instructorName, 'serif'],
    [l.date, inScript(formatDate(input.issuedAt, input.locale)), 'serif'],
    [l.code, input.code, 'mono'],
  ];
  columns.forEach(([label, value, font], index) => {
    const x = inner + index * (columnWidth + 40);
    const size = fitSize(doc, font, value, columnWidth, 13, 8);
    doc
      .font(font)
      .fontSize(size)
      .fillColor(INK)
      .text(value, x, columnsY + (13 - size) / 2, { width: columnWidth, align: 'center', lineBreak: false });
    doc
      .moveTo(x, columnsY + 22)
      .lineTo(x + columnWidth, columnsY + 22)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
    caption(doc, label, x, columnsY + 30, columnWidth, input.locale);
  });

  doc.font('sans').fontSize(8.5).fillColor(MUTED);
  center(`${l.verify} ${input.verifyUrl}`, pageHeight - 76, { link: input.verifyUrl });
}

export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  const l = labels[input.locale];
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    font: fontPath('DejaVuSerif'),
    lang: input.locale === 'en' ? 'en' : input.script === 'Cyrl' ? 'sr-Cyrl' : 'sr-Latn',
    displayTitle: true,
    info: {
      Title: `${l.documentTitle}: ${input.courseTitle} (${input.code})`,
      Author: 'Atelje',
      Subject: `${input.learnerName}, ${input.courseTitle}`,
      Creator: 'Atelje',
      Producer: 'Atelje (pdfkit)',
    },
  });
  registerCertificateFonts(doc);
  drawCertificate(doc, input);
  return collect(doc);
}
