// What an error page reached by a link (/auth/error?message=…, /checkout/error?message=…) may say: the message in
// its address only when it is one of our own texts for that page, else the page's own default. The address is
// anyone's to write, so its text is never shown as it is (docs/decisions/026).

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The known text the raw query value names (compared trimmed, also once more decoded), or the fallback. */
export function knownMessage(raw: string | null, known: readonly string[], fallback: string): string {
  if (!raw) return fallback;
  const candidates = new Set([raw.trim(), decoded(raw).trim()]);
  return known.find((text) => candidates.has(text.trim())) ?? fallback;
}
