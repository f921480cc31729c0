// GET /admin/exports/accounting (ADR 072): the accountant's file for a period, fetched with the administrator's
// token and language (the column headings and, for CSV, the separator follow it) and saved under the server's
// name for it. A refusal arrives as an ApiError with the server's message and field errors.
import { type AccountingFormat, type AccountingPeriod, accountingFilename } from '@atelje/shared';
import { ApiError, type FieldErrors } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { handleRefusedSession } from '../../../lib/session-expiry';
import { getToken } from '../../../lib/storage';

export function accountingUrl(period: AccountingPeriod, format: AccountingFormat): string {
  const query = new URLSearchParams({ from: period.from, to: period.to, format });
  return `/api/admin/exports/accounting?${query}`;
}

async function refusal(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { message?: unknown; errors?: unknown };
    const message = typeof body.message === 'string' && body.message ? body.message : null;
    const errors = body.errors && typeof body.errors === 'object' ? (body.errors as FieldErrors) : {};
    return new ApiError(response.status, message, errors);
  } catch {
    return new ApiError(response.status, null);
  }
}

/** Downloads the file and hands it to the browser as a saved file. */
export async function downloadAccounting(period: AccountingPeriod, format: AccountingFormat): Promise<void> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(accountingUrl(period, format), {
      headers: {
        'Accept-Language': currentLanguage(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, null);
  }
  if (!response.ok) {
    handleRefusedSession(response.status, token);
    throw await refusal(response);
  }
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = accountingFilename(period, format);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
