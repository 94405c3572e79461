import type { PaymentMethod } from '../../services/payments';
import type { PspDef } from './registry';
import { signLink, signPayload } from './signature';

/**
 * A PSP's card method: the deposit answers `redirect` to the PSP's hosted page (signed link with the
 * transaction, amount, currency and the page to come back to) and stays pending until the PSP's
 * webhook, or the reconciliation asking it, settles it. A withdrawal to it asks the PSP to pay out
 * and is settled by its payout webhook (a failed payout gives the money back).
 */
export function hostedCardMethod(psp: PspDef, sysname: string, id: number, siteOrigin: string): PaymentMethod {
  return {
    id,
    sysname,
    name: 'Card (Simpay)',
    description: "Pay on Simpay's secure page; credited as soon as Simpay confirms.",
    descriptionWithdraw: 'Paid out by Simpay to the card you deposited with.',
    deposit: { min: 10, max: 5_000, requisites: [] },
    withdraw: { min: 20, max: 5_000, requisites: [], profile: [] },
    provider: {
      deposit: () => ({ outcome: 'redirect' }),
      withdraw: () => ({ settleTo: 'pending', settleAfterMs: 0 }),
      // the PSP is asked to pay out (signed like its webhooks); its payout.succeeded / payout.failed webhook settles the withdrawal
      async payout(payment) {
        const body = JSON.stringify({ transaction_id: String(payment.id), amount: Number(payment.amount), currency: payment.currency });
        await fetch(new URL('/api/payouts', psp.url), { method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': signPayload(psp.secret, body) }, body, signal: AbortSignal.timeout(5000) });
      },
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
