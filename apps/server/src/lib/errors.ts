// Typed application errors: services throw them, the central handler turns them into the spec's JSON.
import type { MessageKey } from './i18n';

export type { MessageKey };

export class AppError extends Error {
  constructor(
    readonly status: number,
    /** A key of the `errors` locale (packages/shared/src/locales), translated per request. */
    readonly messageKey: MessageKey,
    readonly options: {
      /** Field errors, each a list of message keys. */
      fields?: Record<string, MessageKey[]>;
      params?: Record<string, string | number>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const validationError = (fields: Record<string, MessageKey[]>, messageKey?: MessageKey) => {
  const first = Object.values(fields)[0]?.[0];
  return new AppError(422, messageKey ?? first ?? 'generic.validation', { fields });
};
export const unauthenticated = () => new AppError(401, 'http.unauthenticated');
export const forbidden = () => new AppError(403, 'http.forbidden');
export const notFound = (messageKey: MessageKey = 'http.notFound') => new AppError(404, messageKey);
