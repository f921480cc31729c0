// The two e-mails of the course-leading sequences (ADR 084): the mini-course nurture at each stage and the
// course-finished congratulations, in Serbian and English, as HTML and plain text, with the marketing footer.
import { describe, expect, it } from 'vitest';
import type { CourseFinishedProps } from './course-finished';
import type { MiniCourseNurtureProps } from './mini-course-nurture';
import { renderEmail } from './render';

const links = { preferencesUrl: 'https://atelje.rs/email-preferences?token=abc' };
const cartUrl = 'https://atelje.rs/mail-link?token=MTI.sig';

const nurture = (stage: MiniCourseNurtureProps['stage']): MiniCourseNurtureProps => ({
  name: 'Mila Đurić',
  stage,
  miniCourse: {
    title: 'Mini kurs: Uredi dom za jedan vikend',
    lessonsTotal: 3,
    lessonsDone: stage === 'start' ? 0 : 1,
    nextLesson: { title: 'Svetlo u dnevnoj sobi', url: 'https://atelje.rs/courses/6/videos?v=602' },
    url: 'https://atelje.rs/courses/6/videos',
  },
  paidCourse: {
    title: 'Osnove dizajna enterijera',
    pricePara: 980_000,
    originalPricePara: 1_490_000,
    lessons: 12,
    accessMonths: 12,
    learn: ['Raspored nameštaja', 'Paleta boja za ceo stan'],
    cartUrl,
    pageUrl: 'https://atelje.rs/dizajniraj-svoj-prostor',
  },
});

describe('mini-course-nurture e-mail', () => {
  it.each([
    [
      'start',
      'Kako da izvučete najviše iz kursa „Mini kurs: Uredi dom za jedan vikend“',
      'Tri saveta za početak',
    ],
    ['progress', 'Sledeća lekcija kursa „Mini kurs: Uredi dom za jedan vikend“ vas čeka', 'Završene lekcije'],
    [
      'offer',
      'Sledeći korak posle kursa „Mini kurs: Uredi dom za jedan vikend“: Osnove dizajna enterijera',
      'poslednje pismo',
    ],
  ] as const)(
    'renders the %s stage in Serbian with the progress, tips, price and cart link',
    async (stage, subject, line) => {
      const email = await renderEmail('mini-course-nurture', 'sr', nurture(stage), undefined, links);
      expect(email.subject).toBe(subject);
      expect(email.text).toContain(line);
      expect(email.text).toContain('Svetlo u dnevnoj sobi');
      expect(email.text).toContain('12 lekcija · pristup 12 meseci');
      expect(email.text).toContain('9.800,00 RSD');
      // The regular price, struck through, beside the discounted one.
      expect(email.html).toContain('14.900,00 RSD');
      expect(email.html).toContain('line-through');
      expect(email.html).toContain(`href="${cartUrl}"`);
      expect(email.text).toContain('Raspored nameštaja');
      expect(email.html).toContain(links.preferencesUrl);
      expect(email.text).not.toMatch(/<[a-z]/i);
    },
  );

  it('renders in English, without a next lesson once the mini course is done and without a learn list', async () => {
    const props = nurture('offer');
    const email = await renderEmail(
      'mini-course-nurture',
      'en',
      {
        ...props,
        miniCourse: { ...props.miniCourse, lessonsDone: 3, nextLesson: undefined },
        paidCourse: { ...props.paidCourse, originalPricePara: undefined, learn: [], lessons: 1 },
      },
      undefined,
      links,
    );
    expect(email.subject).toBe(
      'Your next step after “Mini kurs: Uredi dom za jedan vikend”: Osnove dizajna enterijera',
    );
    expect(email.text).toContain('You have completed every lesson');
    expect(email.text).toContain('1 lesson · 12 months of access');
    expect(email.text).toContain('Put the course in the cart');
    expect(email.text).not.toContain('What you will learn');
    expect(email.html).not.toContain('line-through');
  });
});

const finished: CourseFinishedProps = {
  name: 'Mila',
  courseTitle: 'Šminka za svaki dan',
  code: 'ATL-7K2M-9QXD',
  verifyUrl: 'https://atelje.rs/certificates/ATL-7K2M-9QXD',
  profileUrl: 'https://atelje.rs/my-profile',
  recommendation: {
    title: 'Krojenje haljine',
    summary: 'Od mera do gotove haljine.',
    pricePara: 1_200_000,
    lessons: 4,
    cartUrl,
    pageUrl: 'https://atelje.rs/courses/21',
  },
};

describe('course-finished e-mail', () => {
  it('congratulates in Serbian with the certificate and the recommended course', async () => {
    const email = await renderEmail('course-finished', 'sr', finished, undefined, links);
    expect(email.subject).toBe('Čestitamo: završili ste kurs „Šminka za svaki dan“');
    expect(email.text).toContain('ATL-7K2M-9QXD');
    expect(email.html).toContain(`href="${finished.verifyUrl}"`);
    expect(email.text).toContain('Preporučujemo sledeće');
    expect(email.text).toContain('Krojenje haljine');
    expect(email.text).toContain('4 lekcije');
    expect(email.text).toContain('12.000,00 RSD');
    expect(email.html).toContain(`href="${cartUrl}"`);
  });

  it('has no recommendation block without a recommendation, in English', async () => {
    const email = await renderEmail(
      'course-finished',
      'en',
      { ...finished, recommendation: undefined },
      undefined,
      links,
    );
    expect(email.subject).toBe('Congratulations: you finished “Šminka za svaki dan”');
    expect(email.text).toContain('Open the certificate in your profile');
    expect(email.text).not.toContain('We recommend next');
    expect(email.html).not.toContain(cartUrl);
  });
});
