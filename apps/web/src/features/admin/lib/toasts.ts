// Dashboard toasts: 5 s by default and 7 s for errors (spec 001 §9).
import { toast } from '../../../lib/toast';

export const TOAST_MS = 5000;
export const ERROR_TOAST_MS = 7000;

export function toastSuccess(message: string) {
  toast.success(message, { autoClose: TOAST_MS });
}

export function toastError(message: string) {
  toast.error(message, { autoClose: ERROR_TOAST_MS });
}
