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

/** The query flag of a login page reached because the session ended ("/login?redirect=…&session=expired"). */
export const EXPIRED_SESSION = { param: 'session', value: 'expired' } as const;

/**
 * "/login?redirect=%2Fmy-profile" for a requested location; with `expired`, the login page also says that the
 * session ended (the person was signed in a moment ago).
 */
export function loginPathFor(requested: string, options: { expired?: boolean } = {}): string {
  const path = `/login?redirect=${encodeURIComponent(requested)}`;
  return options.expired ? `${path}&${EXPIRED_SESSION.param}=${EXPIRED_SESSION.value}` : path;
}
