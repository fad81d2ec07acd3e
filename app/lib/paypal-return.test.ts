import { describe, expect, it } from 'vitest';
import { parsePayPalReturn, payPalReturnPath, withoutPayPalReturn } from './paypal-return';

describe('parsePayPalReturn', () => {
  it('reads an approval (token and PayerID)', () => {
    expect(parsePayPalReturn(new URLSearchParams('amount=250&token=5O190127TN364715T&PayerID=TESTBUYER'))).toEqual({
      orderId: '5O190127TN364715T',
      approved: true,
    });
  });

  it('reads a cancel (token without PayerID)', () => {
    expect(parsePayPalReturn(new URLSearchParams('token=ABC123'))).toEqual({ orderId: 'ABC123', approved: false });
  });

  it('ignores a page opened normally or a token that is no PayPal order id', () => {
    expect(parsePayPalReturn(new URLSearchParams('amount=250'))).toBeNull();
    expect(parsePayPalReturn(new URLSearchParams('token=abc-def_123'))).toBeNull();
    expect(parsePayPalReturn(new URLSearchParams('token=&PayerID=X'))).toBeNull();
  });
});

describe('withoutPayPalReturn / payPalReturnPath', () => {
  it('drops only what PayPal appended', () => {
    const search = new URLSearchParams('amount=250&token=ABC&PayerID=P1');
    expect(withoutPayPalReturn(search).toString()).toBe('amount=250');
    expect(search.get('token')).toBe('ABC');
  });

  it('builds the return path of this page', () => {
    expect(payPalReturnPath('/pay-invoice/INV-100001', new URLSearchParams('amount=250&token=OLD'))).toBe(
      '/pay-invoice/INV-100001?amount=250',
    );
    expect(payPalReturnPath('/balance-payment/abc', new URLSearchParams('token=OLD&PayerID=X'))).toBe(
      '/balance-payment/abc',
    );
  });
});
