import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { isTable, redOrBlack, spin } from './games';
import { gamePage } from './page';
import { walletClient, type WalletClientOptions } from './wallet-client';

/** The demo balance a demo token starts with (minor units): demo play never calls the wallet. */
const DEMO_START = 100_000;
const MAX_BODY = 4096;

export type StudioOptions = Omit<WalletClientOptions, 'provider'> & { port: number; host?: string };

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let raw = '';
  for await (const chunk of req) {
    raw += chunk;
    if (raw.length > MAX_BODY) throw new Error('body too large');
  }
  const value: unknown = JSON.parse(raw || '{}');
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json') {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/**
 * The simulated game studio `sim`: its game page (GET /play?token&game&currency&lang&lobby_url&mode)
 * and the page's own API (POST /api/balance, POST /api/round), which call the operator's wallet
 * signed with the studio's secret, as a real studio's servers do. Demo rounds stay here.
 */
export function createStudio(opts: StudioOptions) {
  const wallet = walletClient({ ...opts, provider: 'sim' });
  const demo = new Map<string, number>();
  const demoBalance = (token: string) => demo.get(token) ?? DEMO_START;

  async function round(body: Record<string, unknown>) {
    const token = String(body.token ?? '');
    const game = String(body.game ?? '');
    const amount = Number(body.amount);
    if (!token || !game || !Number.isSafeInteger(amount) || amount <= 0) return { status: 'INVALID_REQUEST' };
    const play = () => (isTable(game) ? redOrBlack(amount, body.choice) : spin(amount));
    const probe = play();
    if (!probe) return { status: 'INVALID_REQUEST' };
    if (body.mode === 'demo') {
      const before = demoBalance(token);
      if (before < amount) return { status: 'INSUFFICIENT_FUNDS', balance: before };
      demo.set(token, before - amount + probe.win);
      return { status: 'OK', balance: demo.get(token), outcome: probe.outcome, win: probe.win };
    }
    let drawn = probe;
    const result = await wallet.round({ token, game, currency: String(body.currency ?? 'USD'), amount, settle: () => (drawn = play() ?? probe).win });
    if (!result.bet) return { status: 'ROLLED_BACK', balance: result.rolledBack?.balance };
    if (result.bet.status !== 'OK') return { status: result.bet.status, balance: result.bet.balance };
    return { status: result.win?.status ?? 'PENDING', balance: result.win?.balance ?? result.bet.balance, outcome: drawn.outcome, win: drawn.win };
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://studio.local');
    void (async () => {
      try {
        if (req.method === 'GET' && url.pathname === '/play') {
          const q = (k: string) => url.searchParams.get(k) ?? '';
          const nonce = randomBytes(16).toString('base64');
          res.setHeader('content-security-policy', `default-src 'self'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'`);
          return send(res, 200, gamePage({ token: q('token'), game: q('game'), currency: q('currency') || 'USD', lang: q('lang') || 'en', lobbyUrl: q('lobby_url') || '/', mode: q('mode') === 'demo' ? 'demo' : 'real', nonce }), 'text/html; charset=utf-8');
        }
        if (req.method === 'GET' && url.pathname === '/healthz') return send(res, 200, { ok: true });
        if (req.method === 'POST' && url.pathname === '/api/balance') {
          const body = await readJson(req);
          const token = String(body.token ?? '');
          if (body.mode === 'demo') return send(res, 200, { status: 'OK', balance: demoBalance(token) });
          return send(res, 200, (await wallet.balance(token)) ?? { status: 'TIMEOUT' });
        }
        if (req.method === 'POST' && url.pathname === '/api/round') return send(res, 200, await round(await readJson(req)));
        send(res, 404, { status: 'NOT_FOUND' });
      } catch {
        if (!res.headersSent) send(res, 400, { status: 'INVALID_REQUEST' });
      }
    })();
  });

  return {
    server,
    listen: () => new Promise<void>((resolve) => server.listen(opts.port, opts.host ?? '0.0.0.0', resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
