import type { PaymentMethod } from '../../services/payments';
import type { PspDef } from './registry';
import { signLink } from './signature';

/**
 * A PSP's card method: the deposit answers `redirect` to the PSP's hosted page (signed link with the
 * transaction, amount, currency and the page to come back to) and stays pending until the PSP's
 * webhook, or the reconciliation asking it, settles it.
 */
export function hostedCardMethod(psp: PspDef, sysname: string, id: number, siteOrigin: string): PaymentMethod {
  return {
    id,
    sysname,
    name: 'Card (Simpay)',
    description: "Pay on Simpay's secure page; credited as soon as Simpay confirms.",
    descriptionWithdraw: '',
    deposit: { min: 10, max: 5_000, requisites: [] },
    provider: {
      deposit: () => ({ outcome: 'redirect' }),
      withdraw: () => ({ settleTo: 'pending', settleAfterMs: 0 }),
      payUrl(payment) {
        const fields = { transaction: String(payment.id), amount: payment.amount.toString(), currency: payment.currency, return_url: new URL(`/cashier/paypending/${payment.id}`, siteOrigin).toString() };
        const url = new URL('/pay', psp.url);
        for (const [key, value] of Object.entries(fields)) url.searchParams.set(key, value);
        url.searchParams.set('sig', signLink(psp.secret, fields));
        return url.toString();
      },
    },
  };
}
