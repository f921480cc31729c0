import { describe, expect, it } from 'vitest';
import {
  checkCover,
  checkFileUpload,
  checkLessonWithIntro,
  checkPickedFile,
  checkVideoUpload,
  formatBytes,
  percent,
} from './checks';

const mp4 = { name: 'lekcija.mp4', type: 'video/mp4', size: 1000 };
const png = { name: 'cover.png', type: 'image/png', size: 1000 };
const MB = 1024 * 1024;

describe('standalone video checks', () => {
  it('names what is missing the way the spec does', () => {
    expect(checkVideoUpload({ courseId: '', title: '', video: null, cover: null })).toBe(
      'messages.videoRequired',
    );
    expect(checkVideoUpload({ courseId: '', title: 'L', video: mp4, cover: null })).toBe(
      'messages.selectCourse',
    );
    expect(checkVideoUpload({ courseId: '1', title: ' ', video: mp4, cover: null })).toBe(
      'messages.enterTitle',
    );
    expect(checkVideoUpload({ courseId: '1', title: 'L', video: null, cover: null })).toBe(
      'messages.videoRequired',
    );
    expect(checkVideoUpload({ courseId: '1', title: 'x'.repeat(256), video: mp4, cover: null })).toBe(
      'messages.titleMax',
    );
  });

  it('checks the video and cover types and the 5 MB cover limit', () => {
    const base = { courseId: '1', title: 'L', video: mp4 };
    expect(
      checkVideoUpload({
        ...base,
        video: { name: 'a.exe', type: 'application/x-msdownload', size: 1 },
        cover: null,
      }),
    ).toBe('messages.videoType');
    expect(checkVideoUpload({ ...base, cover: { name: 'c.gif', type: 'image/gif', size: 1 } })).toBe(
      'messages.coverType',
    );
    expect(checkVideoUpload({ ...base, cover: { ...png, size: 6 * MB } })).toBe('messages.coverTooLarge');
    expect(checkVideoUpload({ ...base, cover: { ...png, size: 5 * MB } })).toBeNull();
  });
});

describe('lesson with intro checks', () => {
  it('requires course, title and main video and an order of at least 1', () => {
    const base = { courseId: '1', title: 'L', main: mp4, intro: null, order: '' };
    expect(checkLessonWithIntro(base)).toBeNull();
    expect(checkLessonWithIntro({ ...base, main: null })).toBe('messages.lessonRequired');
    expect(checkLessonWithIntro({ ...base, courseId: '' })).toBe('messages.lessonRequired');
    expect(checkLessonWithIntro({ ...base, order: '0' })).toBe('messages.orderMin');
    expect(checkLessonWithIntro({ ...base, order: '1.5' })).toBe('messages.orderMin');
    expect(checkLessonWithIntro({ ...base, order: '3', intro: mp4 })).toBeNull();
  });
});

describe('cover and file checks', () => {
  it('uses the cover section messages', () => {
    expect(checkCover({ courseId: '', image: png })).toBe('messages.coverRequired');
    expect(checkCover({ courseId: '1', image: { name: 'a.pdf', type: 'application/pdf', size: 1 } })).toBe(
      'messages.imageType',
    );
    expect(checkCover({ courseId: '1', image: { ...png, size: 6 * MB } })).toBe('messages.imageTooLarge');
  });

  it('requires file, title and course, and a .pdf or .pptx e-book', () => {
    const pdf = { name: 'knjiga.pdf', type: 'application/pdf', size: 1 };
    expect(checkFileUpload({ courseId: '1', title: '', file: pdf }, 'ebook')).toBe('messages.fileRequired');
    expect(checkFileUpload({ courseId: '1', title: 'K', file: pdf }, 'ebook')).toBeNull();
    expect(checkFileUpload({ courseId: '1', title: 'K', file: { ...pdf, name: 'k.docx' } }, 'ebook')).toBe(
      'messages.ebookType',
    );
    expect(
      checkFileUpload({ courseId: '1', title: 'K', file: { ...pdf, name: 'k.docx' } }, 'template'),
    ).toBeNull();
  });

  it('reports whole percents and 100 only at the end', () => {
    expect(percent(0, 0)).toBe(0);
    expect(percent(999, 1000)).toBe(99);
    expect(percent(1000, 1000)).toBe(100);
  });
});

describe('a file checked the moment it is chosen', () => {
  it("refuses a video of another type and takes the spec's five kinds", () => {
    expect(checkPickedFile({ name: 'beleske.txt', type: 'text/plain', size: 10 }, 'video')).toBe(
      'messages.videoType',
    );
    for (const name of ['a.mp4', 'a.mov', 'a.avi', 'a.flv', 'a.webm'])
      expect(checkPickedFile({ name, type: '', size: 10 }, 'video')).toBeNull();
  });

  it('says the cover sentences of the video form and the image sentences of the cover form', () => {
    const gif = { name: 'slika.gif', type: 'image/gif', size: 10 };
    const big = { name: 'slika.png', type: 'image/png', size: 5 * MB + 1 };
    expect(checkPickedFile(gif, 'cover')).toBe('messages.coverType');
    expect(checkPickedFile(big, 'cover')).toBe('messages.coverTooLarge');
    expect(checkPickedFile(gif, 'image')).toBe('messages.imageType');
    expect(checkPickedFile(big, 'image')).toBe('messages.imageTooLarge');
    expect(checkPickedFile({ ...big, size: 5 * MB }, 'image')).toBeNull();
  });

  it('takes an e-book only as .pdf or .pptx, a template of any kind, and no empty file', () => {
    expect(checkPickedFile({ name: 'knjiga.docx', type: '', size: 10 }, 'ebook')).toBe('messages.ebookType');
    expect(checkPickedFile({ name: 'knjiga.PDF', type: '', size: 10 }, 'ebook')).toBeNull();
    expect(checkPickedFile({ name: 'sablon.zip', type: '', size: 10 }, 'template')).toBeNull();
    expect(checkPickedFile({ name: 'sablon.zip', type: '', size: 0 }, 'template')).toBe('messages.fileEmpty');
  });

  it("refuses a file over the server's limit for its kind", () => {
    expect(checkPickedFile({ name: 'knjiga.pdf', type: '', size: 201 * MB }, 'ebook')).toBe(
      'messages.fileTooLarge',
    );
  });

  it("writes sizes the way the preview shows them, in the page's language", () => {
    expect(formatBytes(300, 'sr')).toBe('1 KB');
    expect(formatBytes(4.25 * MB, 'sr')).toBe('4,3 MB');
    expect(formatBytes(4.25 * MB, 'en')).toBe('4.3 MB');
    expect(formatBytes(5 * MB, 'sr')).toBe('5 MB');
    expect(formatBytes(2 * 1024 * MB, 'en')).toBe('2 GB');
  });
});
