// POST /vouchers/welcome: e-mails a friend a personal one-time welcome voucher (signed-in users, ADR 013).
import type { WelcomeVoucherRequest, WelcomeVoucherResponse } from '@atelje/shared/marketing/welcome-schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function sendWelcomeVoucher(data: WelcomeVoucherRequest): Promise<WelcomeVoucherResponse> {
  return api.post('/vouchers/welcome', { body: data });
}

export function useSendWelcomeVoucher() {
  return useMutation({ mutationFn: sendWelcomeVoucher });
}
