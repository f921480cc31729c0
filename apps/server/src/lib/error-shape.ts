// The admin scope answers errors as `{ success: false, message, error_details, errors? }` (spec 001 §7); every
// other route as `{ message, errors? }`. The scope's own answers get the shape from its onSend hook
// (modules/admin/admin-http.ts); the router's answers (a malformed or too long URL, before any route runs) look the
// route up here by its path, so the document can give one error schema per route (issue 15, ADR 030).

const patterns = new Map<string, RegExp>();

/** Remembers a route of the admin scope by its URL pattern (`/api/admin/users/:id`). */
export function markAdminShaped(url: string): void {
  if (patterns.has(url)) return;
  const source = url
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? '[^/]*'
        : segment === '*'
          ? '.*'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  patterns.set(url, new RegExp(`^${source}$`));
}

/** True when the path (without its query) belongs to a route of the admin scope. */
export function isAdminShaped(path: string): boolean {
  for (const pattern of patterns.values()) if (pattern.test(path)) return true;
  return false;
}

export interface ErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
}

/** The admin error body: success false and the field messages in one line. */
export function adminShape({ message, errors }: ErrorBody) {
  const details = errors ? Object.values(errors).flat().join(' ') : null;
  return { success: false as const, message, error_details: details || null, ...(errors ? { errors } : {}) };
}
