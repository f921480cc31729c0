import { describe, expect, it } from 'vitest';
import { effectiveChoice, isCaptionLanguage, transcriptLanguage } from './caption-choice';

describe('caption choice', () => {
  it('knows the caption languages', () => {
    expect(isCaptionLanguage('sr')).toBe(true);
    expect(isCaptionLanguage('en')).toBe(true);
    expect(isCaptionLanguage('de')).toBe(false);
    expect(isCaptionLanguage(null)).toBe(false);
  });

  it('shows a remembered language only when the lesson has it', () => {
    expect(effectiveChoice('sr', ['sr', 'en'])).toBe('sr');
    expect(effectiveChoice('en', ['sr'])).toBe('off');
    expect(effectiveChoice('off', ['sr', 'en'])).toBe('off');
  });

  it('reads the transcript in the captions on screen, else the page language, else the first there is', () => {
    expect(transcriptLanguage('en', ['sr', 'en'], 'sr')).toBe('en');
    expect(transcriptLanguage('off', ['sr', 'en'], 'en')).toBe('en');
    expect(transcriptLanguage('off', ['sr'], 'en')).toBe('sr');
    expect(transcriptLanguage('en', ['sr'], 'sr')).toBe('sr');
    expect(transcriptLanguage('sr', [], 'sr')).toBeNull();
  });
});
