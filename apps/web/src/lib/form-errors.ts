// Bridges between zod/server errors and react-hook-form: message keys are translated, server texts shown as sent.

import type { ParseKeys } from 'i18next';
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiError } from './api-client';
import { useTranslation } from './i18n-react';

/** Translates a key of the shared errors namespace; any other text (a server message) is returned unchanged. */
export function useErrorText() {
  // Not suspending: a form's first render shows no error (a server-rendered one hydrates without waiting for these
  // texts); they are asked for now and are in long before a submission fails.
  const { t, i18n } = useTranslation('errors', { useSuspense: false });
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (!message) return undefined;
      // A guard rather than a cast: only a text the errors namespace has reaches t() as its key.
      const known = (text: string): text is ParseKeys<'errors'> => i18n.exists(text, { ns: 'errors' });
      return known(message) ? t(message) : message;
    },
    [t, i18n],
  );
}

/** Puts the server's field errors under their fields; returns how many fields received one. */
export function applyServerErrors<T extends FieldValues>(
  error: ApiError,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): number {
  let applied = 0;
  for (const field of fields) {
    const messages = error.errors[field];
    if (messages && messages.length > 0) {
      setError(field, { type: 'server', message: messages[0] }, { shouldFocus: applied === 0 });
      applied += 1;
    }
  }
  return applied;
}
