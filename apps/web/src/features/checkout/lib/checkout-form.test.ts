import { describe, expect, it } from 'vitest';
import { type CheckoutValues, checkCheckout, prefill } from './checkout-form';
import { buildGatewayForm } from './gateway-form';

const guest = { guest: true };
const member = { guest: false };

const filled: CheckoutValues = {
  name: 'Jelena Marković',
  email: 'Jelena@Primer.rs ',
  phone: '+381 64 123 4567',
  address: '',
  postalCode: '',
  city: 'Beograd',
  country: 'Srbija',
  voucher: '',
  payment_method: 'upc',
  marketing_consent: false,
};

describe('checkCheckout', () => {
  it('refuses an empty cart before anything else', () => {
    expect(checkCheckout({ ...filled, name: '' }, 0, guest)).toEqual({
      ok: false,
      problem: { kind: 'emptyCart' },
    });
  });

  it("names each missing required field of a guest's", () => {
    const result = checkCheckout({ ...filled, name: ' ', phone: '' }, 1, guest);
    expect(result).toEqual({
      ok: false,
      problem: {
        kind: 'billing',
        fields: { name: 'checkout.billingRequired', phone: 'checkout.billingRequired' },
      },
    });
  });

  it('asks no phone of a signed-in buyer, and their own words for a missing name or e-mail', () => {
    expect(checkCheckout({ ...filled, phone: '' }, 1, member)).toEqual({
      ok: true,
      value: {
        billing: { name: 'Jelena Marković', email: 'jelena@primer.rs', city: 'Beograd', country: 'Srbija' },
        method: 'upc',
      },
    });
    expect(checkCheckout({ ...filled, name: '', phone: '' }, 1, member)).toEqual({
      ok: false,
      problem: { kind: 'billing', fields: { name: 'checkout.nameEmailRequired' } },
    });
  });

  it('refuses a malformed e-mail', () => {
    const result = checkCheckout({ ...filled, email: 'jelena@' }, 1, guest);
    expect(result).toEqual({ ok: false, problem: { kind: 'billing', fields: { email: 'email.invalid' } } });
  });

  it('refuses a method that is not upc, uplatnica or paypal', () => {
    expect(checkCheckout({ ...filled, payment_method: '' }, 1, guest)).toEqual({
      ok: false,
      problem: { kind: 'method' },
    });
    expect(checkCheckout({ ...filled, payment_method: 'cash' }, 1, member)).toEqual({
      ok: false,
      problem: { kind: 'method' },
    });
  });

  it('cleans the values and leaves empty optional fields out', () => {
    const result = checkCheckout(filled, 2, guest);
    expect(result).toEqual({
      ok: true,
      value: {
        billing: {
          name: 'Jelena Marković',
          email: 'jelena@primer.rs',
          phone: '+381 64 123 4567',
          city: 'Beograd',
          country: 'Srbija',
        },
        method: 'upc',
      },
    });
  });
});

describe('prefill', () => {
  const saved = {
    name: 'Jelena Marković',
    email: 'racuni@primer.rs',
    phone: '+381 64 123 4567',
    address: 'Knez Mihailova 12',
    postalCode: '11000',
    city: 'Beograd',
    country: '',
  };

  it("fills the fields the buyer has not touched with the last order's details", () => {
    expect(prefill(saved, (field) => field !== 'phone')).toEqual({
      name: 'Jelena Marković',
      email: 'racuni@primer.rs',
      address: 'Knez Mihailova 12',
      postalCode: '11000',
      city: 'Beograd',
    });
  });
});

describe('buildGatewayForm', () => {
  it('is a hidden POST form with one hidden input per field', () => {
    const created: Array<Record<string, unknown>> = [];
    const element = (tag: string) => {
      const node: Record<string, unknown> = { tag, children: [] as unknown[] };
      node.append = (child: unknown) => (node.children as unknown[]).push(child);
      created.push(node);
      return node;
    };
    const doc = { createElement: element } as unknown as Document;
    const form = buildGatewayForm(doc, 'https://bank.example/go/pay', { OrderID: 'A1', Signature: 'x+/=' });
    expect(form).toMatchObject({
      tag: 'form',
      method: 'post',
      action: 'https://bank.example/go/pay',
      hidden: true,
    });
    const inputs = (form as unknown as { children: Array<Record<string, unknown>> }).children;
    expect(inputs.map((input) => [input.type, input.name, input.value])).toEqual([
      ['hidden', 'OrderID', 'A1'],
      ['hidden', 'Signature', 'x+/='],
    ]);
  });
});
