import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { page } from './page';

export type SimpayOptions = { port: number; host?: string; secret: string; platformUrl: string; retries?: number };
type Payment = { transaction: string; amount: number; currency: string; status: string; occurred_at: string };

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');
const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const sign = (secret: string, body: string) => {
  const at = Math.floor(Date.now() / 1000);
  return `t=${at},v1=${hmac(secret, `${at}.${body}`)}`;
};

async function readBody(req: IncomingMessage): Promise<string> {
  let raw = '';
  for await (const chunk of req) {
    raw += chunk;
    if (raw.length > 8192) throw new Error('body too large');
  }
  return raw;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const html = typeof body === 'string';
  res.writeHead(status, { 'content-type': html ? 'text/html; charset=utf-8' : 'application/json', 'cache-control': 'no-store', ...headers });
  res.end(html ? body : JSON.stringify(body));
}

/**
 * The simulated payment provider `simpay`: the hosted page a `simpay_card` deposit redirects to
 * (GET /pay, signed link), the payer's choice (POST /pay: pay, decline or cancel), then the signed,
 * timestamped webhook to the operator (retried until answered 2xx) and the way back; the status
 * endpoint the operator's reconciliation asks (GET /api/payments/{id}, signed); payouts the operator
 * asks for (POST /api/payouts, signed), reported by `payout.succeeded` / `payout.failed` webhooks;
 * POST /api/events to raise a refund or chargeback as its back office would.
 */
export function createSimpay(opts: SimpayOptions) {
  const payments = new Map<string, Payment>();
  const payouts = new Map<string, Payment>();
  const retries = opts.retries ?? 6;

  async function notify(payment: Payment, status = payment.status): Promise<number | null> {
    const body = JSON.stringify({ event_id: randomUUID(), transaction_id: payment.transaction, status, amount: payment.amount, currency: payment.currency, occurred_at: new Date().toISOString() });
    for (let i = 0; i < retries; i += 1) {
      const res = await fetch(`${opts.platformUrl}/psp/simpay/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': sign(opts.secret, body) }, body, signal: AbortSignal.timeout(5000) }).catch(() => null);
      if (res && (res.ok || res.status === 400)) return res.status;
      await new Promise((r) => setTimeout(r, 200 * 2 ** i));
    }
    return null;
  }

  const linkHolds = (q: URLSearchParams) =>
    same(q.get('sig') ?? '', hmac(opts.secret, [q.get('transaction'), q.get('amount'), q.get('currency'), q.get('return_url')].join('.')));

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://simpay.local');
    void (async () => {
      try {
        if (req.method === 'GET' && url.pathname === '/healthz') return send(res, 200, { ok: true });
        if (req.method === 'GET' && url.pathname === '/pay') {
          if (!linkHolds(url.searchParams)) return send(res, 400, page({ error: 'This payment link is not valid.' }));
          const q = Object.fromEntries(url.searchParams) as Record<string, string>;
          return send(res, 200, page({ link: q }), { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:" });
        }
        if (req.method === 'POST' && url.pathname === '/pay') {
          const form = new URLSearchParams(await readBody(req));
          if (!linkHolds(form)) return send(res, 400, page({ error: 'This payment link is not valid.' }));
          const result = form.get('result');
          const status = result === 'pay' ? 'succeeded' : result === 'decline' ? 'failed' : 'cancelled';
          const payment: Payment = { transaction: form.get('transaction')!, amount: Number(form.get('amount')), currency: form.get('currency')!, status, occurred_at: new Date().toISOString() };
          payments.set(payment.transaction, payment);
          // `notify=0`: the payer paid but the operator is never called back (the reconciliation finds it)
          if (form.get('notify') !== '0') await notify(payment);
          return send(res, 303, '', { location: form.get('return_url')! });
        }
        const status = /^\/api\/payments\/(\d{1,9})$/.exec(url.pathname);
        if (req.method === 'GET' && status) {
          const header = String(req.headers['x-signature'] ?? '');
          const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
          if (!parts.t || !parts.v1 || !same(parts.v1, hmac(opts.secret, `${parts.t}.${url.pathname}`))) return send(res, 401, { error: 'invalid_signature' });
          const payment = payments.get(status[1]!);
          return payment ? send(res, 200, { transaction_id: payment.transaction, status: payment.status, amount: payment.amount, currency: payment.currency, occurred_at: payment.occurred_at }) : send(res, 404, { error: 'not_found' });
        }
        if (req.method === 'POST' && url.pathname === '/api/payouts') {
          const raw = await readBody(req);
          const header = String(req.headers['x-signature'] ?? '');
          const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
          if (!parts.t || !parts.v1 || !same(parts.v1, hmac(opts.secret, `${parts.t}.${raw}`))) return send(res, 401, { error: 'invalid_signature' });
          const body = JSON.parse(raw) as { transaction_id: string; amount: number; currency: string };
          // the payout is made a moment later; the card's bank refuses whole amounts ending in 3 (23.00, 103.00…)
          const status = Math.floor(body.amount / 100) % 10 === 3 ? 'payout.failed' : 'payout.succeeded';
          const payout: Payment = { transaction: body.transaction_id, amount: body.amount, currency: body.currency, status, occurred_at: new Date().toISOString() };
          payouts.set(payout.transaction, payout);
          setTimeout(() => void notify(payout), 200);
          return send(res, 202, { accepted: true });
        }
        if (req.method === 'POST' && url.pathname === '/api/events') {
          const body = JSON.parse(await readBody(req)) as { transaction?: string; status?: string };
          const payment = payments.get(String(body.transaction));
          if (!payment || !body.status) return send(res, 404, { error: 'not_found' });
          if (body.status === 'refunded' || body.status === 'chargeback') payment.status = body.status;
          return send(res, 200, { delivered: await notify(payment, body.status) });
        }
        send(res, 404, { error: 'not_found' });
      } catch {
        if (!res.headersSent) send(res, 400, { error: 'invalid_request' });
      }
    })();
  });

  return {
    server,
    payments,
    payouts,
    listen: () => new Promise<void>((resolve) => server.listen(opts.port, opts.host ?? '0.0.0.0', resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
