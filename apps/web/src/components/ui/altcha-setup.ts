// Loaded on demand (≈35 KB gzipped): the ALTCHA 3 web component, built for the v2 challenges of altcha-lib 2
// on the server (PBKDF2/SHA-256). `altcha/external` keeps the proof-of-work worker out of a blob: URL, which the
// server's Content-Security-Policy (script-src 'self') would refuse; Vite emits it as a same-origin file.
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}

/** Replaces the widget's texts for one language with ours (the bundled Serbian one mixes in Cyrillic). */
export function setAltchaTexts(language: string, texts: Record<string, string>) {
  globalThis.$altcha.i18n.set(language, texts);
}
