// Demo PDFs made with pdfkit and an embedded DejaVu font (the standard PDF fonts have no č ć đ):
// e-books (cover, contents, chapters) and printable templates (mood board, checklist, planners).
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import { fontPath } from '../../drivers/video/fonts';
import type { Palette } from './artwork';
import type { EbookSeed, TemplateKind } from './data';

const INK = '#2B2522';
const MUTED = '#6E625A';
const RULE = '#CDBFAE';

type Doc = PDFKit.PDFDocument;

/** An accent that reads on white paper: the field colour of dark palettes, the accent of light ones. */
function printAccent(palette: Palette): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(palette.bg.slice(i, i + 2), 16));
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? palette.accent : palette.bg;
}

function createDoc(
  options: PDFKit.PDFDocumentOptions & { title: string; author: string; subject?: string },
): Doc {
  const { title, author, subject, ...rest } = options;
  const doc = new PDFDocument({
    ...rest,
    font: fontPath('DejaVuSerif'),
    lang: 'sr-Latn',
    displayTitle: true,
    info: {
      Title: title,
      Author: author,
      Subject: subject ?? '',
      Creator: 'Atelje',
      Producer: 'Atelje (pdfkit)',
    },
  });
  doc.registerFont('serif', fontPath('DejaVuSerif'));
  doc.registerFont('serif-italic', fontPath('DejaVuSerif-Italic'));
  doc.registerFont('serif-bold', fontPath('DejaVuSerif-Bold'));
  doc.registerFont('sans', fontPath('DejaVuSans'));
  doc.registerFont('sans-bold', fontPath('DejaVuSans-Bold'));
  doc.registerFont('sans-light', fontPath('DejaVuSans-ExtraLight'));
  return doc;
}

async function save(doc: Doc, file: string): Promise<void> {
  const out = createWriteStream(file);
  doc.pipe(out);
  doc.end();
  await finished(out);
}

function label(doc: Doc, text: string, x: number, y: number, color: string, size = 7.5): void {
  doc
    .font('sans')
    .fontSize(size)
    .fillColor(color)
    .text(text.toLocaleUpperCase('sr-Latn'), x, y, { characterSpacing: 1.6, lineBreak: false });
}

// ---------------------------------------------------------------------------------------------------------
// E-books, A5

export async function writeEbookPdf(
  book: EbookSeed,
  authorName: string,
  palette: Palette,
  file: string,
): Promise<{ pages: number }> {
  const doc = createDoc({
    size: 'A5',
    margins: { top: 64, bottom: 64, left: 56, right: 56 },
    bufferPages: true,
    autoFirstPage: false,
    title: `${book.title}: ${book.subtitle[0].toLocaleLowerCase('sr-Latn')}${book.subtitle.slice(1)}`,
    author: authorName,
    subject: book.description,
  });

  // Cover
  doc.addPage({ margin: 0 });
  const W = doc.page.width;
  const H = doc.page.height;
  doc.rect(0, 0, W, H).fill(palette.bg);
  doc
    .lineWidth(0.5)
    .strokeColor(palette.ink)
    .strokeOpacity(0.35)
    .rect(20, 20, W - 40, H - 40)
    .stroke();
  doc.strokeOpacity(1);
  label(doc, 'E-knjiga  ·  Atelje', 48, 56, palette.accent);
  doc.rect(48, 76, 30, 1.2).fill(palette.accent);
  doc
    .font('serif')
    .fontSize(36)
    .fillColor(palette.ink)
    .text(book.title, 46, 150, { width: W - 96, lineGap: 4 });
  doc
    .font('serif-italic')
    .fontSize(15)
    .fillColor(palette.accent)
    .text(book.subtitle, 48, doc.y + 10, { width: W - 96, lineGap: 3 });
  label(doc, 'Autor', 48, H - 112, palette.accent, 7);
  doc
    .font('serif-italic')
    .fontSize(14)
    .fillColor(palette.ink)
    .text(authorName, 48, H - 96, { lineBreak: false });

  // Contents page (filled in once the chapters know their pages)
  doc.addPage();
  const contentsPage = doc.bufferedPageRange().count - 1;

  const chapterPages: number[] = [];
  book.sections.forEach((section, index) => {
    doc.addPage();
    chapterPages.push(doc.bufferedPageRange().count);
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    doc
      .font('serif-italic')
      .fontSize(28)
      .fillColor(printAccent(palette))
      .text(String(index + 1).padStart(2, '0'), left, 72, { lineBreak: false });
    doc.font('serif').fontSize(21).fillColor(INK).text(section.title, left, 116, { width, lineGap: 2 });
    doc.rect(left, doc.y + 10, 28, 1).fill(RULE);
    doc.y += 28;
    for (const paragraph of section.paragraphs) {
      doc.font('serif').fontSize(10.5).fillColor(INK).text(paragraph, left, doc.y, {
        width,
        lineGap: 3.5,
        align: 'left',
        paragraphGap: 9,
      });
    }
  });
  // colophon at the foot of the last chapter, when the text leaves room for it
  const last = doc.page;
  const footY = last.height - last.margins.bottom - 10;
  if (doc.y < footY - 16) {
    doc
      .font('sans')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(
        `© ${new Date().getFullYear()} Atelje · ${authorName}. Primer e-knjige iz demo akademije.`,
        last.margins.left,
        footY,
        {
          lineBreak: false,
        },
      );
  }

  // Contents
  doc.switchToPage(contentsPage);
  {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    label(doc, book.title, left, 40, MUTED, 7);
    doc.font('serif').fontSize(24).fillColor(INK).text('Sadržaj', left, 96, { lineBreak: false });
    doc.rect(left, 134, 28, 1).fill(RULE);
    let y = 164;
    book.sections.forEach((section, index) => {
      doc
        .font('serif-italic')
        .fontSize(11)
        .fillColor(MUTED)
        .text(String(index + 1).padStart(2, '0'), left, y, { lineBreak: false });
      doc
        .font('serif')
        .fontSize(12)
        .fillColor(INK)
        .text(section.title, left + 30, y - 1, { width: width - 70, lineBreak: false });
      doc
        .font('sans')
        .fontSize(10)
        .fillColor(INK)
        .text(String(chapterPages[index]), left, y, { width, align: 'right', lineBreak: false });
      doc
        .moveTo(left + 30, y + 20)
        .lineTo(left + width, y + 20)
        .lineWidth(0.4)
        .strokeColor(RULE)
        .stroke();
      y += 36;
    });
    label(doc, 'O ovoj knjizi', left, y + 30, MUTED, 7);
    doc
      .font('serif-italic')
      .fontSize(10.5)
      .fillColor(INK)
      .text(book.description, left, y + 48, { width, lineGap: 3 });
  }

  // Running heads and folios on every page after the cover
  const range = doc.bufferedPageRange();
  for (let i = 1; i < range.count; i++) {
    doc.switchToPage(i);
    const page = doc.page;
    const bottom = page.margins.bottom;
    page.margins.bottom = 0; // writing in the margin must not open a new page
    if (i !== contentsPage) label(doc, `${book.title}  ·  ${authorName}`, page.margins.left, 40, MUTED, 7);
    doc
      .font('sans')
      .fontSize(8)
      .fillColor(MUTED)
      .text(String(i + 1), 0, page.height - 40, { width: page.width, align: 'center', lineBreak: false });
    page.margins.bottom = bottom;
  }
  const pages = range.count;
  await save(doc, file);
  return { pages };
}

// ---------------------------------------------------------------------------------------------------------
// Templates, A4

function templateHeader(doc: Doc, title: string, subtitle: string, author: string, accent: string): number {
  const left = 48;
  label(doc, 'Atelje  ·  šablon', left, 40, accent);
  doc.rect(left, 58, 28, 1.2).fill(accent);
  doc.font('serif').fontSize(26).fillColor(INK).text(title, left, 76, { lineBreak: false });
  doc.font('serif-italic').fontSize(11).fillColor(MUTED).text(`${subtitle}  ·  ${author}`, left, 112, {
    lineBreak: false,
  });
  return 146;
}

function footer(doc: Doc, text: string): void {
  const page = doc.page;
  page.margins.bottom = 0;
  doc
    .font('sans')
    .fontSize(7)
    .fillColor(MUTED)
    .text(text, 48, page.height - 30, { width: page.width - 96, align: 'center', lineBreak: false });
}

function checkbox(doc: Doc, x: number, y: number): void {
  doc.lineWidth(0.7).strokeColor(MUTED).rect(x, y, 9, 9).stroke();
}

function lines(doc: Doc, x: number, y: number, width: number, count: number, gap = 20): void {
  for (let i = 0; i < count; i++) {
    doc
      .moveTo(x, y + i * gap)
      .lineTo(x + width, y + i * gap)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke();
  }
}

export async function writeTemplatePdf(
  kind: TemplateKind,
  title: string,
  authorName: string,
  palette: Palette,
  file: string,
): Promise<void> {
  const landscape = kind === 'moodboard' || kind === 'lighting-plan';
  const doc = createDoc({
    size: 'A4',
    layout: landscape ? 'landscape' : 'portrait',
    margin: 48,
    title,
    author: authorName,
  });
  const W = doc.page.width;
  const H = doc.page.height;
  const accent = printAccent(palette);
  const left = 48;
  const width = W - 96;
  const swatchFill = [palette.bg, palette.accent, '#D9CBB8', '#7C8B74', '#C98E6B'];

  if (kind === 'moodboard') {
    const top = templateHeader(doc, title, 'Zalepite slike, uzorke i boje u polja', authorName, accent);
    const boxes = ['Paleta boja', 'Materijali', 'Nameštaj', 'Rasveta', 'Tekstil', 'Detalji'];
    const cols = 3;
    const gap = 14;
    const boxW = (width - 220 - gap * (cols - 1)) / cols;
    const boxH = (H - top - 60 - gap) / 2;
    boxes.forEach((name, i) => {
      const x = left + (i % cols) * (boxW + gap);
      const y = top + Math.floor(i / cols) * (boxH + gap);
      doc.lineWidth(0.6).strokeColor(RULE).rect(x, y, boxW, boxH).stroke();
      label(doc, name, x + 10, y + 10, MUTED, 7);
    });
    const sideX = left + width - 206;
    label(doc, 'Paleta', sideX, top, MUTED, 7);
    swatchFill.forEach((color, i) => {
      doc
        .circle(sideX + 14 + i * 38, top + 34, 14)
        .lineWidth(0.6)
        .strokeColor(RULE)
        .stroke();
      if (i < 2) doc.circle(sideX + 14 + i * 38, top + 34, 14).fill(color);
    });
    label(doc, 'Atmosfera koju želim', sideX, top + 74, MUTED, 7);
    lines(doc, sideX, top + 108, 206, 6);
    label(doc, 'Tri reči za ovaj prostor', sideX, top + 236, MUTED, 7);
    lines(doc, sideX, top + 270, 206, 3);
    label(doc, 'Budžet i rokovi', sideX, top + 336, MUTED, 7);
    lines(doc, sideX, top + 370, 206, 2);
    footer(doc, `Atelje · ${authorName} · slobodno za ličnu upotrebu`);
  } else if (kind === 'checklist') {
    let y = templateHeader(doc, title, 'Od merenja do poslednjeg detalja', authorName, accent);
    const groups: [string, string[]][] = [
      [
        'Pre početka',
        [
          'Izmerite sve prostorije, prozore i vrata i ucrtajte ih u osnovu',
          'Zapišite šta vam u prostoru smeta, a šta volite',
          'Odredite budžet i rezervu od 10 do 15 odsto',
          'Fotografišite postojeće stanje iz svih uglova',
        ],
      ],
      [
        'Plan',
        [
          'Podelite prostor na zone: odmor, rad, obedovanje, odlaganje',
          'Nacrtajte raspored nameštaja i proverite prolaze od 80 cm',
          'Odredite tačke svetla i utičnice pre krečenja',
          'Izaberite osnovnu, prateću i naglašenu boju',
        ],
      ],
      [
        'Radovi',
        [
          'Dogovorite redosled radova i rokove sa izvođačima',
          'Naručite materijale sa rokom isporuke na vreme',
          'Probajte boju na zidu i pogledajte je pri svakom svetlu',
        ],
      ],
      [
        'Opremanje i detalji',
        [
          'Prvo postavite velike komade, pa tepihe i zavese',
          'Dodajte lampe za radno i ambijentalno svetlo',
          'Rasporedite slike, knjige i biljke u grupama',
          'Posle nedelju dana proverite šta vam u svakodnevici smeta',
        ],
      ],
    ];
    for (const [group, items] of groups) {
      label(doc, group, left, y, accent, 8);
      y += 20;
      for (const item of items) {
        checkbox(doc, left, y + 1);
        doc
          .font('serif')
          .fontSize(10.5)
          .fillColor(INK)
          .text(item, left + 20, y, { width: width - 20 });
        y += 22;
      }
      y += 12;
    }
    label(doc, 'Beleške', left, y + 4, MUTED, 7);
    lines(doc, left, y + 36, width, Math.max(2, Math.floor((H - 70 - (y + 36)) / 22)), 22);
    footer(doc, `Atelje · ${authorName} · slobodno za ličnu upotrebu`);
  } else if (kind === 'lighting-plan') {
    const top = templateHeader(doc, title, 'Tri sloja svetla za svaku prostoriju', authorName, accent);
    const columns = [
      'Prostorija',
      'Opšte svetlo',
      'Radno svetlo',
      'Ambijentalno',
      'Kelvini',
      'Lumeni',
      'Prekidači',
    ];
    const widths = [0.16, 0.2, 0.2, 0.18, 0.08, 0.08, 0.1].map((f) => f * width);
    const rooms = [
      'Ulaz i hodnik',
      'Dnevna soba',
      'Trpezarija',
      'Kuhinja',
      'Spavaća soba',
      'Kupatilo',
      'Radni kutak',
    ];
    const rowH = (H - top - 80) / (rooms.length + 1);
    let x = left;
    columns.forEach((c, i) => {
      label(doc, c, x + 6, top + rowH / 2 - 4, MUTED, 6.5);
      x += widths[i];
    });
    rooms.forEach((room, r) => {
      const y = top + (r + 1) * rowH;
      doc
        .moveTo(left, y)
        .lineTo(left + width, y)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      doc
        .font('serif')
        .fontSize(10.5)
        .fillColor(INK)
        .text(room, left + 6, y + rowH / 2 - 7, { lineBreak: false });
    });
    doc
      .moveTo(left, top + (rooms.length + 1) * rowH)
      .lineTo(left + width, top + (rooms.length + 1) * rowH)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    x = left;
    for (const w of widths.slice(0, -1)) {
      x += w;
      doc
        .moveTo(x, top + rowH)
        .lineTo(x, top + (rooms.length + 1) * rowH)
        .lineWidth(0.3)
        .strokeColor(RULE)
        .stroke();
    }
    footer(doc, `Preporuka: 2700 K u dnevnoj i spavaćoj sobi, 3000 K u kuhinji i kupatilu, CRI 90+ · Atelje`);
  } else {
    let y = templateHeader(doc, title, 'Trideset komada, stotinu kombinacija', authorName, accent);
    const groups: [string, number][] = [
      ['Gornji delovi', 8],
      ['Donji delovi', 5],
      ['Haljine i kombinezoni', 3],
      ['Slojevi: džemperi, sakoi, kaputi', 6],
      ['Obuća', 4],
      ['Torbe i aksesoari', 4],
    ];
    const cell = 52;
    const gap = 10;
    for (const [group, count] of groups) {
      label(doc, `${group}  ·  ${count}`, left, y, accent, 7.5);
      y += 16;
      for (let i = 0; i < count; i++) {
        doc
          .lineWidth(0.5)
          .strokeColor(RULE)
          .rect(left + i * (cell + gap), y, cell, cell)
          .stroke();
      }
      y += cell + 18;
    }
    label(doc, 'Moja paleta', left, y, MUTED, 7);
    swatchFill.forEach((color, i) => {
      doc
        .circle(left + 14 + i * 36, y + 32, 13)
        .lineWidth(0.6)
        .strokeColor(RULE)
        .stroke();
      if (i < 2) doc.circle(left + 14 + i * 36, y + 32, 13).fill(color);
    });
    const listX = left + width / 2;
    label(doc, 'Lista za kupovinu', listX, y, MUTED, 7);
    lines(doc, listX, y + 30, width / 2, 4, 20);
    footer(doc, `Atelje · ${authorName} · planer uz kurs „Izgradi svoj stil“`);
  }
  await save(doc, file);
}
