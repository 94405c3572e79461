// The simulated studio as its own process: `npm start` runs it beside the site (SIMULATORS) and it
// stops with it (it exits when its parent closes its stdin). `--wallet <url>`: where the operator's wallet is.
import { createStudio } from './server';

const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const url = new URL(process.env.PROVIDER_SIM_URL || 'http://localhost:3310');
const studio = createStudio({
  port: Number(url.port || 80),
  walletUrl: arg('wallet') ?? `http://127.0.0.1:${process.env.PORT || 3000}`,
  secret: process.env.PROVIDER_SIM_SECRET || 'sim-demo-secret',
  chaos: Number(process.env.PROVIDER_SIM_CHAOS || 0),
});
await studio.listen();
console.log(`> Sim studio on ${url.origin}`);
process.stdin.on('end', () => void studio.close().then(() => process.exit(0)));
process.stdin.resume();
process.once('SIGTERM', () => void studio.close().then(() => process.exit(0)));
process.once('SIGINT', () => void studio.close().then(() => process.exit(0)));
