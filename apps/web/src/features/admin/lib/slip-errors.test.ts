import { describe, expect, it } from 'vitest';
import sr from '../../../locales/sr/admin.json';
import type { AdminT } from './admin-i18n';
import { slipCancelError, slipConfirmError, slipListError } from './slip-errors';

/** A failed call as lib/api-client.ts reports it (that module needs a browser). */
class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? 'Network error');
  }
}

/** The Serbian texts, as the dashboard shows them by default. */
const t: AdminT = (key, options) => {
  let text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], sr) as string;
  for (const [name, value] of Object.entries(options ?? {}))
    text = text.replace(`{{${name}}}`, String(value));
  return text;
};

describe('Uplatnice error texts (spec 001 §8)', () => {
  it('maps the list failures by status code', () => {
    expect(slipListError(new ApiError(401, 'x'), t)).toBe('Nemate dozvolu za pristup uplatnicama');
    expect(slipListError(new ApiError(403, 'x'), t)).toBe('Nemate admin privilegije za pristup uplatnicama');
    expect(slipListError(new ApiError(404, 'x'), t)).toBe('Endpoint za uplatnice nije pronađen');
    expect(slipListError(new ApiError(500, 'x'), t)).toBe('Greška na serveru');
    expect(slipListError(new ApiError(503, null), t)).toBe('Greška na serveru');
    expect(slipListError(new ApiError(422, 'Neispravan status'), t)).toBe('Greška: Neispravan status');
  });

  it('maps the confirm failures by status code, else the server message or the generic text', () => {
    expect(slipConfirmError(new ApiError(403, 'x'), t)).toBe('Nemate dozvolu za potvrdu uplate');
    expect(slipConfirmError(new ApiError(404, 'x'), t)).toBe('Uplatnica nije pronađena');
    expect(slipConfirmError(new ApiError(409, 'Uplata je već potvrđena.'), t)).toBe(
      'Uplata je već potvrđena.',
    );
    expect(slipConfirmError(new ApiError(0, null), t)).toBe('Došlo je do greške prilikom potvrde uplate');
  });

  it('maps the cancel failures by status code, else the server message (why it cannot be cancelled)', () => {
    expect(slipCancelError(new ApiError(403, 'x'), t)).toBe('Nemate dozvolu za otkazivanje uplatnice');
    expect(slipCancelError(new ApiError(404, 'x'), t)).toBe('Uplatnica nije pronađena');
    expect(
      slipCancelError(new ApiError(409, 'Ova uplatnica je otkazana i više se ne može potvrditi.'), t),
    ).toBe('Ova uplatnica je otkazana i više se ne može potvrditi.');
    expect(slipCancelError(new ApiError(0, null), t)).toBe('Došlo je do greške prilikom otkazivanja');
  });
});
