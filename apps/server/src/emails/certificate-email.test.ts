import { describe, expect, it } from 'vitest';
import { renderEmail } from './render';

const props = {
  name: 'Milica Đorđević',
  courseTitle: 'Osnove dizajna enterijera',
  instructorName: 'Ana Petrović',
  code: 'ATL-7K2M-9QXD',
  issuedAt: '2026-03-14T23:30:00.000Z',
  verifyUrl: 'https://atelje.rs/certificates/ATL-7K2M-9QXD',
  profileUrl: 'https://atelje.rs/my-profile',
};

describe('certificate-issued e-mail', () => {
  it('congratulates, names the course, instructor, Belgrade date and code, and links the verification page', async () => {
    const email = await renderEmail('certificate-issued', 'sr', props);

    expect(email.subject).toBe('Vaš sertifikat: Osnove dizajna enterijera');
    expect(email.html).toMatch(/^<!DOCTYPE html/);
    expect(email.html).toContain(`href="${props.verifyUrl}"`);
    expect(email.html).toContain(`href="${props.profileUrl}"`);
    expect(email.text).toContain('Zdravo, Milica Đorđević,');
    expect(email.text).toContain('Ana Petrović');
    expect(email.text).toContain('15. marta 2026.');
    expect(email.text).toContain('ATL-7K2M-9QXD');
    expect(email.text).toContain('u prilogu');
    expect(email.text).not.toMatch(/<[a-z]/i);
  });

  it('renders in English', async () => {
    const email = await renderEmail('certificate-issued', 'en', props);
    expect(email.subject).toBe('Your certificate: Osnove dizajna enterijera');
    expect(email.text).toContain('Hello Milica Đorđević,');
    expect(email.text).toContain('15 March 2026');
    expect(email.text).toContain('Verification code');
  });
});
