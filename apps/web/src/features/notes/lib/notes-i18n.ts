// The "notes" namespace travels with the lesson page and the profile that show notes (lib/namespace-i18n.ts).
import { lazyNamespace, useNamespaceTranslation } from '../../../lib/namespace-i18n';
import notesEn from '../../../locales/en/notes.json';
import notesSr from '../../../locales/sr/notes.json';

const notesTexts = lazyNamespace('notes', notesSr, notesEn);

export const useNotesTranslation = () => useNamespaceTranslation(notesTexts);
