// The notes' keyboard shortcuts on the lesson page: N writes a note, B adds a bookmark, at the second playing. The
// player's own keys (space, K, arrows, F, M) stay the player's; keys typed into a field stay the field's.

export type NoteShortcut = 'note' | 'bookmark';

function typingInto(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const element = target as HTMLElement;
  return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}

/** The shortcut a key press means, or null. */
export function noteShortcut(
  event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'target'>,
): NoteShortcut | null {
  if (event.altKey || event.ctrlKey || event.metaKey || typingInto(event.target)) return null;
  const key = event.key.toLowerCase();
  if (key === 'n') return 'note';
  if (key === 'b') return 'bookmark';
  return null;
}
