import { describe, expect, it } from 'vitest';
import { LINKEDIN_ADD_TO_PROFILE, linkedInAddToProfileUrl } from './linkedin';

const certificate = {
  name: 'Osnove dizajna enterijera',
  organization: { name: 'Atelje akademija d.o.o.' },
  issuedAt: new Date('2026-03-14T10:00:00Z'),
  certId: 'ATL-7K2M-9QXD',
  certUrl: 'https://atelje.rs/certificates/ATL-7K2M-9QXD',
};

const paramsOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('linkedInAddToProfileUrl', () => {
  it("carries the certificate's name, issuer, month and year of issue, code and verification page", () => {
    const url = linkedInAddToProfileUrl(certificate);
    expect(url.startsWith(`${LINKEDIN_ADD_TO_PROFILE}?`)).toBe(true);
    expect(paramsOf(url)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Osnove dizajna enterijera',
      organizationName: 'Atelje akademija d.o.o.',
      issueYear: '2026',
      issueMonth: '3',
      certUrl: 'https://atelje.rs/certificates/ATL-7K2M-9QXD',
      certId: 'ATL-7K2M-9QXD',
    });
  });

  it('percent-encodes every value, spaces as %20, so no character of a title or URL breaks the query', () => {
    const url = linkedInAddToProfileUrl({
      ...certificate,
      name: 'Boje & svetlo: „enterijer“ + stil #2 50%',
      certUrl: 'https://atelje.rs/certificates/ATL-7K2M-9QXD?x=1&y=2',
    });
    expect(url).not.toContain('+');
    expect(url).not.toContain(' ');
    expect(url).toContain(
      'name=Boje%20%26%20svetlo%3A%20%E2%80%9Eenterijer%E2%80%9C%20%2B%20stil%20%232%2050%25',
    );
    expect(paramsOf(url).name).toBe('Boje & svetlo: „enterijer“ + stil #2 50%');
    expect(paramsOf(url).certUrl).toBe('https://atelje.rs/certificates/ATL-7K2M-9QXD?x=1&y=2');
  });

  it.each([
    ['2026-01-01T00:30:00Z', '2026', '1'],
    ['2026-12-31T12:00:00Z', '2026', '12'],
    // 23:30 UTC on New Year's Eve is already January in Belgrade: the month and the year both turn.
    ['2026-12-31T23:30:00Z', '2027', '1'],
    // 22:30 UTC on 31 July is 00:30 on 1 August in Belgrade's summer time.
    ['2026-07-31T22:30:00Z', '2026', '8'],
  ])('takes the month (1–12) and year of %s as Belgrade shows them', (issuedAt, year, month) => {
    const params = paramsOf(linkedInAddToProfileUrl({ ...certificate, issuedAt }));
    expect(params.issueYear).toBe(year);
    expect(params.issueMonth).toBe(month);
  });

  it("names the academy by LinkedIn's page id instead of its name when it has one", () => {
    const params = paramsOf(linkedInAddToProfileUrl({ ...certificate, organization: { id: '1337' } }));
    expect(params.organizationId).toBe('1337');
    expect(params).not.toHaveProperty('organizationName');
  });
});
