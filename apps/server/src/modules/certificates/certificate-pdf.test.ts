// The certificate PDF read back with poppler's pdftotext, as a person (or a checker) would read it.
import { describe, expect, it } from 'vitest';
import { pdfReaderFor } from '../../test/pdf-reader';
import { type CertificatePdfInput, renderCertificatePdf } from './certificate-pdf';

const pdfs = pdfReaderFor('certificate');

const input: CertificatePdfInput = {
  locale: 'sr',
  learnerName: 'Milica Đorđević',
  courseTitle: 'Osnove dizajna enterijera',
  instructorName: 'Ana Petrović',
  // 23:30 UTC on 14 March is already 15 March in Belgrade.
  issuedAt: new Date('2026-03-14T23:30:00Z'),
  code: 'ATL-7K2M-9QXD',
  verifyUrl: 'https://atelje.rs/certificates/ATL-7K2M-9QXD',
};

describe('certificate PDF', () => {
  it('is one A4 landscape page naming the learner, course, instructor, Belgrade date, code and where to verify', async () => {
    const pdf = await renderCertificatePdf(input);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, info } = await pdfs.read(pdf);

    expect(info).toMatch(/Pages:\s+1\n/);
    expect(info).toMatch(/Page size:\s+841\.89 x 595\.28 pts \(A4\)/);
    expect(info).toContain('Title:           Sertifikat: Osnove dizajna enterijera (ATL-7K2M-9QXD)');
    expect(text).toContain('SERTIFIKAT');
    expect(text).toContain('Ovim se potvrđuje da je');
    expect(text).toContain('Milica Đorđević');
    expect(text).toContain('„Osnove dizajna enterijera“');
    expect(text).toContain('Ana Petrović');
    expect(text).toContain('15. marta 2026.');
    expect(text).toContain('ATL-7K2M-9QXD');
    expect(text).toContain(
      'Autentičnost sertifikata proverite na https://atelje.rs/certificates/ATL-7K2M-9QXD',
    );
  });

  it('is in Cyrillic for a learner who chose Serbian in Cyrillic, the code and the address as they are', async () => {
    const { text, info } = await pdfs.read(await renderCertificatePdf({ ...input, script: 'Cyrl' }));
    expect(info).toMatch(/Pages:\s+1\n/);
    expect(text).toContain('СЕРТИФИКАТ');
    expect(text).toContain('АТЕЉЕ');
    expect(text).toContain('Овим се потврђује да је');
    expect(text).toContain('Милица Ђорђевић');
    expect(text).toContain('„Основе дизајна ентеријера“');
    expect(text).toContain('Ана Петровић');
    expect(text).toContain('15. марта 2026.');
    expect(text).toContain('ATL-7K2M-9QXD');
    expect(text).toContain(
      'Аутентичност сертификата проверите на https://atelje.rs/certificates/ATL-7K2M-9QXD',
    );
    expect(text).not.toMatch(/Sertifikat|Osnove/);
  });

  it('speaks English to an English learner', async () => {
    const { text } = await pdfs.read(await renderCertificatePdf({ ...input, locale: 'en' }));
    expect(text).toContain('CERTIFICATE');
    expect(text).toContain('This is to certify that');
    expect(text).toContain('has successfully completed every lesson of the course');
    expect(text).toContain('“Osnove dizajna enterijera”');
    expect(text).toContain('15 March 2026');
    expect(text).toContain('Verify this certificate at https://atelje.rs/certificates/ATL-7K2M-9QXD');
  });

  it('keeps a long name on the page and wraps a long course title instead of cutting it', async () => {
    const learnerName = 'Aleksandra Katarina Stojanović-Vukčević Popadić';
    const courseTitle =
      'Dizajn enterijera od prve skice do useljenja: prostor, svetlo, boje, materijali i nameštaj po meri';
    const { text, info } = await pdfs.read(
      await renderCertificatePdf({ ...input, learnerName, courseTitle }),
    );
    expect(info).toMatch(/Pages:\s+1\n/);
    expect(text).toContain(learnerName);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(courseTitle.split(':')[0]);
    expect(flat).toContain('nameštaj po meri“');
  });
});
