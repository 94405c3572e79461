import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { paymentTransactions } from '../db/schema';
import { parseCookies } from '../http/cookies';
import type { Bus } from '../realtime/bus';
import { formatSumAmount } from '@/lib/validation';
import { settleDue, settlePayment, type PaymentRow } from '../services/payments';
import { toMoney } from '../services/money';
import { SESSION_COOKIE, sessions } from '../services/sessions';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Where the site shows a payment's outcome. */
export const outcomePath = (row: Pick<PaymentRow, 'id' | 'status'>) => (row.status === 'success' ? `/cashier/paysuccess/${row.id}` : row.status === 'pending' ? `/cashier/paypending/${row.id}` : `/cashier/payfail/${row.id}`);

function page(row: PaymentRow): string {
  const { amount, currency } = toMoney(row.amount, row.currency);
  const sum = escape(formatSumAmount(amount, currency));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Demo e-wallet – confirm ${sum}</title>
<style>body{font-family:system-ui,sans-serif;background:#10131a;color:#f2f4f8;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#1b2030;padding:2rem;border-radius:12px;max-width:22rem;text-align:center}h1{font-size:1.25rem}form{display:inline}
button{font:inherit;border:0;border-radius:8px;padding:.6rem 1.2rem;margin:.4rem;cursor:pointer}.ok{background:#2fbf71;color:#08140d}.no{background:#3a4156;color:#f2f4f8}</style>
</head><body><main>
<img src="/images/payments/demo_ewallet-dark.svg" alt="" width="64" height="64">
<h1>Demo e-wallet</h1>
<p>Pay <strong>${sum}</strong> to the casino (transaction ${row.id}).</p>
<p>This page stands in for a payment provider's window: nothing real is charged.</p>
<form method="post" action="/pay/demo/${row.id}/confirm"><button class="ok" type="submit">Confirm payment</button></form>
<form method="post" action="/pay/demo/${row.id}/cancel"><button class="no" type="submit">Cancel</button></form>
</main></body></html>`;
}

/**
 * The demo payment window of new-window methods: GET /pay/demo/{transaction} shows the
 * payment to the player who made it (their session) with Confirm and Cancel; the POSTs settle it
 * and redirect (303) to /cashier/paysuccess/{transaction} or /cashier/payfail/{transaction}.
 */
export function registerPayDemo(app: FastifyInstance, opts: { db: Db; bus: Bus }) {
  const { db, bus } = opts;

  async function load(request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply): Promise<PaymentRow | null> {
    reply.header('cache-control', 'no-store');
    const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
    const user = await sessions.resolve(db, parseCookies(request.headers.cookie)[SESSION_COOKIE]);
    if (!user || !id) {
      await reply.code(user ? 404 : 401).type('text/plain').send(user ? 'Payment not found' : 'Sign in to confirm this payment');
      return null;
    }
    await settleDue(db, { userId: user.uid, bus });
    const [row] = await db
      .select()
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.id, id), eq(paymentTransactions.userId, user.uid), eq(paymentTransactions.type, 'deposit'), eq(paymentTransactions.outcome, 'new-window')))
      .limit(1);
    if (!row) {
      await reply.code(404).type('text/plain').send('Payment not found');
      return null;
    }
    return row;
  }

  app.get<{ Params: { id: string } }>('/pay/demo/:id', async (request, reply) => {
    const row = await load(request, reply);
    if (!row) return reply;
    if (row.status !== 'pending') return reply.redirect(outcomePath(row), 303);
    return reply.type('text/html; charset=utf-8').send(page(row));
  });

  for (const action of ['confirm', 'cancel'] as const) {
    app.post<{ Params: { id: string } }>(`/pay/demo/:id/${action}`, async (request, reply) => {
      const row = await load(request, reply);
      if (!row) return reply;
      const settled = (await settlePayment(db, row.id, action === 'confirm' ? 'success' : 'cancel', { bus })) ?? row;
      return reply.redirect(outcomePath(settled), 303);
    });
  }
}
