import { describe, expect, it } from 'vitest';
import { noteShortcut } from './shortcuts';

const press = (key: string, extra: Partial<KeyboardEvent> = {}, tagName = 'BODY') => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  target: { tagName, isContentEditable: false } as unknown as EventTarget,
  ...extra,
});

describe('the notes’ shortcuts', () => {
  it('write a note with N and a bookmark with B, in either case', () => {
    expect(noteShortcut(press('n'))).toBe('note');
    expect(noteShortcut(press('N'))).toBe('note');
    expect(noteShortcut(press('b'))).toBe('bookmark');
    expect(noteShortcut(press('b', {}, 'VIDEO'))).toBe('bookmark');
  });

  it('leave the player’s keys, modified keys and typing alone', () => {
    for (const key of [' ', 'k', 'f', 'm', 'ArrowLeft', 'ArrowRight'])
      expect(noteShortcut(press(key))).toBeNull();
    expect(noteShortcut(press('n', { ctrlKey: true }))).toBeNull();
    expect(noteShortcut(press('b', { metaKey: true }))).toBeNull();
    expect(noteShortcut(press('n', { altKey: true }))).toBeNull();
    for (const tag of ['INPUT', 'TEXTAREA', 'SELECT']) expect(noteShortcut(press('n', {}, tag))).toBeNull();
  });
});
