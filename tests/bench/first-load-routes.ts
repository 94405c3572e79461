// tsx tests/bench/first-load-routes.ts [origin] — first-load JavaScript (gzip) of every page route
// of a running server, one line per route: guest routes, then the demo player's (signed in through
// POST /api/login). Figures only: compare before and after a change.
import { firstLoadJs, kb } from './first-load-js';

const origin = process.argv[2] ?? `http://localhost:${process.env.PORT ?? 3000}`;
const ROUTES = [
  '/', '/gamehall', '/promotions', '/tournaments', '/offers', '/winners', '/providers', '/jackpots', '/betting', '/loyalty',
  '/wheel-of-fortune', '/support', '/unsubscribe', '/confirmation', '/game/sun-temple-riches', '/pt-BR', '/ar/support', '/forms/sign_in', '/forms/sign_up',
  '/about', '/loyalty/shop', '/nope',
];
const SIGNED_IN_ROUTES = [
  '/', '/gamehall', '/promotions', '/game/sun-temple-riches', '/cashier/deposit', '/cashier/withdraw', '/cashier/wallet', '/cashier/history',
  '/profile', '/profile/settings', '/profile/security', '/profile/verification', '/profile/notification', '/profile/bonuses',
  '/profile/cashback', '/profile/loyalty', '/profile/bets/history', '/profile/bets/exports', '/profile/responsible-game', '/bets/sport',
  '/loyalty', '/loyalty/shop', '/wheel-of-fortune', '/tournaments', '/offers', '/support',
];
const DEMO = { login: 'demo@example.com', password: 'Demo1234' };

/** The demo player's session cookie (POST /api/login). */
async function signIn(): Promise<string> {
  const res = await fetch(`${origin}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) });
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!res.ok || !cookie) throw new Error(`login answered ${res.status}`);
  return cookie;
}

async function main() {
  for (const route of ROUTES) {
    const r = await firstLoadJs(origin, route);
    console.log(`${route.padEnd(36)} ${kb(r.gzipBytes).padStart(9)}  (${r.files} files)`);
  }
  const cookie = await signIn();
  for (const route of SIGNED_IN_ROUTES) {
    const r = await firstLoadJs(origin, route, cookie);
    console.log(`${`${route} (signed in)`.padEnd(36)} ${kb(r.gzipBytes).padStart(9)}  (${r.files} files)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
