import { describe, expect, it } from 'vitest';
import { outcomePath, readPaymentOutcome } from './payment-result';

describe('readPaymentOutcome and outcomePath', () => {
  it.each([
    [{ status: 'success', transaction: '12' }, '/cashier/paysuccess/12'],
    [{ status: 'pending', transaction: '13' }, '/cashier/paypending/13'],
    [{ status: 'fail', transaction: '14' }, '/cashier/payfail/14'],
    [{ status: 'cancel', transaction: '15' }, '/cashier/paycancel'],
    [{ status: 'mobile', transaction: '16', message: 'Confirm on your phone' }, '/cashier/paymobile'],
    [{ status: 'new-window', transaction: '17', url: '/pay/demo/17' }, '/cashier/paynewwindow'],
  ])('%j → %s', (answer, path) => {
    expect(outcomePath(readPaymentOutcome(answer))).toBe(path);
  });

  it('keeps the new-window URL and reads a bare URL as a redirect', () => {
    expect(readPaymentOutcome({ status: 'new-window', url: 'https://pay.example/1' })).toEqual({ kind: 'new-window', url: 'https://pay.example/1' });
    expect(readPaymentOutcome({ url: 'https://pay.example/2' })).toEqual({ kind: 'redirect', url: 'https://pay.example/2' });
  });

  it('treats an answer it cannot read as pending, and a new window without URL as pending too', () => {
    expect(readPaymentOutcome(1)).toEqual({ kind: 'pending', transaction: undefined });
    expect(readPaymentOutcome({ status: 'new-window', transaction: '3' })).toEqual({ kind: 'pending', transaction: '3' });
  });
});
