import { describe, expect, it } from 'vitest';
import { sellerDetailsRequestSchema } from './schemas';
import { isValidBankAccount, isValidPib, normalizeBankAccount } from './seller-rules';

describe('isValidPib', () => {
  // Two are public PIBs of large Serbian companies, the others made up with the check digit.
  it.each(['112847533', '105987655', '104052135', '100002887'])('accepts %s', (pib) => {
    expect(isValidPib(pib)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '112847534'],
    ['eight digits', '11284753'],
    ['ten digits', '1128475330'],
    ['a leading zero', '012847533'],
    ['letters', '11284753A'],
  ])('refuses %s', (_why, pib) => {
    expect(isValidPib(pib)).toBe(false);
  });
});

describe('bank accounts', () => {
  it('accepts the short, the zero-padded and the compact form of one account', () => {
    for (const form of [
      '840-955845-10',
      '840-0000000955845-10',
      '840000000095584510',
      '840 0000000955845 10',
    ]) {
      expect(isValidBankAccount(form)).toBe(true);
      expect(normalizeBankAccount(form)).toBe('840-0000000955845-10');
    }
  });

  it.each([
    ['wrong check digits', '840-0000000955845-11'],
    ['a two-digit bank', '84-0000000955845-10'],
    ['a 14-digit number', '840-00000009558450-10'],
    ['no check digits', '840-955845'],
    ['17 digits', '84000000009558451'],
  ])('refuses %s', (_why, account) => {
    expect(isValidBankAccount(account)).toBe(false);
  });
});

describe('sellerDetailsRequestSchema', () => {
  const valid = {
    name: 'Atelje akademija d.o.o.',
    address: 'Kralja Milana 24',
    postal_code: '11000',
    city: 'Beograd',
    country: 'Srbija',
    support_email: 'Podrska@Atelje.rs',
    phone: '+381 11 412 3567',
    registration_number: '21784566',
    tax_number: '112847533',
    bank_account: '840-955845-10',
  };

  it('trims, lower-cases the e-mail and writes the account in full', () => {
    expect(sellerDetailsRequestSchema.parse({ ...valid, name: '  Atelje akademija d.o.o. ' })).toEqual({
      ...valid,
      support_email: 'podrska@atelje.rs',
      bank_account: '840-0000000955845-10',
    });
  });

  it('takes an empty phone and refuses one with too few digits', () => {
    expect(sellerDetailsRequestSchema.safeParse({ ...valid, phone: '' }).success).toBe(true);
    const short = sellerDetailsRequestSchema.safeParse({ ...valid, phone: '011 12' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe('seller.phoneInvalid');
  });
});
