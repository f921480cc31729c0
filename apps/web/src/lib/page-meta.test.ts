import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { absoluteUrl, type MetaArgs, type MetaT, pageHead, pageUrl, routeMeta } from './page-meta';
import { failure, summary } from './route-meta';

const TEXTS: Record<string, string> = {
  'title.suffix': 'Atelje',
  'title.home': 'Atelje: onlajn akademija',
  'meta.description': 'Onlajn akademija video kurseva.',
};
const t = ((key: string) => TEXTS[key] ?? key) as unknown as MetaT;
const ORIGIN = 'https://atelje.example';

function args(path: string): Omit<MetaArgs, 'params'> {
  return {
    url: new URL(path, ORIGIN),
    queryClient: new QueryClient(),
    t,
    language: 'sr',
    origin: ORIGIN,
  };
}

describe('summary', () => {
  it('shortens descriptions at a word', () => {
    expect(summary('  jedan\n\n dva  ')).toBe('jedan dva');
    const long = summary(`${'reč '.repeat(80)}kraj`);
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long.endsWith('reč…')).toBe(true);
  });
});

describe('pageHead', () => {
  it("gives a page without a head of its own the site's title and description at its address", () => {
    expect(pageHead(null, args('/korpa/'))).toEqual({
      title: 'Atelje: onlajn akademija',
      description: 'Onlajn akademija video kurseva.',
      url: `${ORIGIN}/korpa`,
      type: 'website',
    });
    expect(pageHead(null, args('/')).url).toBe(`${ORIGIN}/`);
  });

  it("suffixes the route's title with the site's name unless it names the site, and makes its picture absolute", () => {
    const head = pageHead(
      {
        title: 'Osnove dizajna',
        description: 'Kurs.',
        type: 'book',
        image: '/api/media/cover.jpg?exp=1&sig=x',
        imageSize: { width: 1200, height: 630 },
        imageAlt: 'Korice',
        jsonLd: { '@type': 'Course' },
      },
      args('/ebooks/1?lng=en'),
    );
    expect(head).toEqual({
      title: 'Osnove dizajna | Atelje',
      description: 'Kurs.',
      url: `${ORIGIN}/ebooks/1`,
      type: 'book',
      image: `${ORIGIN}/api/media/cover.jpg?exp=1&sig=x`,
      imageSize: { width: 1200, height: 630 },
      imageAlt: 'Korice',
      jsonLd: { '@type': 'Course' },
    });
    expect(pageHead({ title: 'Izgradi svoj stil | Atelje', bare: true }, args('/x')).title).toBe(
      'Izgradi svoj stil | Atelje',
    );
    expect(pageHead({ title: 'X', image: 'https://cdn.example/p.jpg' }, args('/x')).image).toBe(
      'https://cdn.example/p.jpg',
    );
  });

  it('keeps a page that does not exist, or asks not to be, out of search indexes, at its canonical path', () => {
    expect(pageHead({ title: 'Nema', notFound: true }, args('/x')).noindex).toBe(true);
    const certificate = pageHead(
      { title: 'Sertifikat', noindex: true, path: '/certificates/ATL-1' },
      args('/c'),
    );
    expect(certificate).toMatchObject({ noindex: true, url: `${ORIGIN}/certificates/ATL-1` });
    expect(pageHead({ title: 'Kurs', image: null }, args('/x'))).not.toHaveProperty('noindex');
    // A picture's size and text go with the picture only.
    expect(pageHead({ title: 'Kurs', imageAlt: 'Slika' }, args('/x'))).not.toHaveProperty('imageAlt');
  });
});

describe('routeMeta', () => {
  it("takes the deepest matched route's head, a parent's when the child names none (yet)", () => {
    const parent = { params: {}, handle: { meta: () => ({ title: 'Roditelj' }) } };
    const child = (title: string | null) => ({
      params: { id: '7' },
      handle: { meta: ({ params }: MetaArgs) => (title ? { title: `${title} ${params.id}` } : null) },
    });
    expect(routeMeta([parent, child('Dete')], args('/x'))).toEqual({ title: 'Dete 7' });
    expect(routeMeta([parent, child(null)], args('/x'))).toEqual({ title: 'Roditelj' });
    expect(routeMeta([{ params: {}, handle: undefined }], args('/x'))).toBeNull();
  });
});

describe('failure', () => {
  it('tells a thing the API does not know from a failure, and both from an answer', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const fail = (key: string, error: Error) =>
      queryClient.prefetchQuery({ queryKey: [key], queryFn: () => Promise.reject(error) });
    await fail('gone', new ApiError(404, 'Nema'));
    await fail('bad-id', new ApiError(422, 'Loš id'));
    await fail('down', new ApiError(503, null));
    await queryClient.prefetchQuery({ queryKey: ['there'], queryFn: () => Promise.resolve(1) });
    expect(failure(queryClient, ['gone'])).toBe('missing');
    expect(failure(queryClient, ['bad-id'])).toBe('missing');
    expect(failure(queryClient, ['down'])).toBe('failed');
    expect(failure(queryClient, ['there'])).toBeNull();
    expect(failure(queryClient, ['never-asked'])).toBeNull();
  });
});

describe('addresses', () => {
  it("makes an API answer's path absolute and names the page without a trailing slash", () => {
    expect(absoluteUrl('/api/media/a.jpg', ORIGIN)).toBe(`${ORIGIN}/api/media/a.jpg`);
    expect(absoluteUrl('landings/a.svg', ORIGIN)).toBe(`${ORIGIN}/landings/a.svg`);
    expect(absoluteUrl('http://cdn.example/a.jpg', ORIGIN)).toBe('http://cdn.example/a.jpg');
    expect(pageUrl(args('/svi-kursevi///?x=1'))).toBe(`${ORIGIN}/svi-kursevi`);
    expect(pageUrl(args('/x'), '/y')).toBe(`${ORIGIN}/y`);
  });
});
