// Only same-site paths may be used as a post-login destination (no open redirects).

/** Returns the path when it is an internal one ("/x", not "//host" or "/\\host"), else null. */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  for (const char of value) {
    if (char.charCodeAt(0) < 0x20) return null;
  }
  return value;
}

/** "/login?redirect=%2Fmy-profile" for a requested location. */
export function loginPathFor(requested: string): string {
  return `/login?redirect=${encodeURIComponent(requested)}`;
}
