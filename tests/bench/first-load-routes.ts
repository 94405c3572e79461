// tsx tests/bench/first-load-routes.ts [origin] — first-load JavaScript (gzip) of every page route
// of a running server, one line per route. Figures only: compare before and after a change.
import { firstLoadJs, kb } from './first-load-js';

const origin = process.argv[2] ?? `http://localhost:${process.env.PORT ?? 3000}`;
const ROUTES = [
  '/', '/gamehall', '/promotions', '/tournaments', '/offers', '/winners', '/providers', '/jackpots', '/betting', '/loyalty',
  '/wheel-of-fortune', '/support', '/unsubscribe', '/confirmation', '/game/sun-temple-riches', '/pt-BR', '/ar/support', '/forms/sign_in', '/forms/sign_up',
];

async function main() {
  for (const route of ROUTES) {
    const r = await firstLoadJs(origin, route);
    console.log(`${route.padEnd(26)} ${kb(r.gzipBytes).padStart(9)}  (${r.files} files)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
