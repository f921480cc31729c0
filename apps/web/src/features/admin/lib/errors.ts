// Error texts of the admin screens: the server's message with its field details ('{message}: {details}').
import { ApiError } from '../../../lib/api-client';
import type { AdminT } from './admin-i18n';

/** The field messages of a failed call in one line, as the server's error_details. */
export function detailsOf(error: ApiError): string {
  return Object.values(error.errors).flat().join(' ');
}

/** '{message}: {details}' when the server named fields, its message alone, else the fallback. */
export function failureText(error: unknown, t: AdminT, fallback: string): string {
  if (!(error instanceof ApiError) || !error.serverMessage) return fallback;
  const details = detailsOf(error);
  return details ? t('common.withDetails', { message: error.serverMessage, details }) : error.serverMessage;
}

/** The first message of each field the server named in a 422, or null when it named none. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const entries = Object.entries(error.errors)
    .map(([field, messages]) => [field, messages[0]] as const)
    .filter((entry): entry is readonly [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}
