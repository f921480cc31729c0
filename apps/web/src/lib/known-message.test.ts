// The error pages show only our own texts, never the text of their address (issue 14, item 13; ADR 026).
import { describe, expect, it } from 'vitest';
import { knownMessage } from './known-message';

const known = ['Prijava preko Google naloga je otkazana.', 'No token provided', 'Unauthenticated.'];
const fallback = 'Došlo je do greške pri prijavi.';

describe('knownMessage', () => {
  it('shows one of our texts when the address carries it', () => {
    expect(knownMessage('Prijava preko Google naloga je otkazana.', known, fallback)).toBe(
      'Prijava preko Google naloga je otkazana.',
    );
    expect(knownMessage('  No token provided ', known, fallback)).toBe('No token provided');
    // Encoded once more on the way (a redirect that escaped an escaped text).
    expect(knownMessage('No%20token%20provided', known, fallback)).toBe('No token provided');
  });

  it('shows the fallback for any other text, never the text itself', () => {
    for (const attack of [
      'Your account is locked. Call +381 11 555 0000 and give your password.',
      'Prijava preko Google naloga je otkazana. Pošaljite lozinku na evil@example.test',
      '<img src=x onerror=alert(1)>',
      '%E0%A4%A',
      '',
    ]) {
      expect(knownMessage(attack, known, fallback)).toBe(fallback);
    }
    expect(knownMessage(null, known, fallback)).toBe(fallback);
  });
});
