// Check digits of the Serbian numbers on a seller's documents: the PIB (tax number, ISO 7064 MOD 11,10) and the
// bank account (3-13-2, ISO 7064 MOD 97-10: the 18 digits leave 1 modulo 97). Shared by the admin form's
// validation and the server.

/** True for a PIB: 9 digits, not starting with 0, whose last digit is the ISO 7064 MOD 11,10 check digit. */
export function isValidPib(value: string): boolean {
  const pib = value.trim();
  if (!/^[1-9]\d{8}$/.test(pib)) return false;
  let p = 10;
  for (const digit of pib.slice(0, 8)) {
    const s = (Number(digit) + p) % 10 || 10;
    p = (2 * s) % 11;
  }
  return (11 - p) % 10 === Number(pib[8]);
}

/** The 18 digits of `840-955845-10`, `840-0000000955845-10`, `840000000095584510` (spaces allowed); null if not. */
function accountDigits(value: string): string | null {
  const compact = value.trim().replace(/\s+/g, '');
  if (/^\d{18}$/.test(compact)) return compact;
  const parts = /^(\d{3})-(\d{1,13})-(\d{2})$/.exec(compact);
  return parts ? `${parts[1]}${parts[2]!.padStart(13, '0')}${parts[3]}` : null;
}

function mod97(digits: string): number {
  let remainder = 0;
  for (let i = 0; i < digits.length; i += 7) remainder = Number(`${remainder}${digits.slice(i, i + 7)}`) % 97;
  return remainder;
}

/** True for a Serbian bank account in the 3-13-2 form (short or zero-padded) whose check digits are right. */
export function isValidBankAccount(value: string): boolean {
  const digits = accountDigits(value);
  return digits !== null && mod97(digits) === 1;
}

/** `840-0000000955845-10`; a value that is not an account is returned as typed. */
export function normalizeBankAccount(value: string): string {
  const digits = accountDigits(value);
  return digits ? `${digits.slice(0, 3)}-${digits.slice(3, 16)}-${digits.slice(16)}` : value.trim();
}
