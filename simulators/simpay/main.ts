// The simulated payment provider as its own process: `npm start` runs it beside the site (SIMULATORS)
// and it stops with it (it exits when its parent closes its stdin). `--wallet <url>`: where the operator is.
import { createSimpay } from './server';

const at = process.argv.indexOf('--wallet');
const url = new URL(process.env.PSP_SIM_URL || 'http://localhost:3311');
const simpay = createSimpay({
  port: Number(url.port || 80),
  platformUrl: (at >= 0 ? process.argv[at + 1] : undefined) ?? `http://127.0.0.1:${process.env.PORT || 3000}`,
  secret: process.env.PSP_SIM_SECRET || 'simpay-demo-secret',
});
await simpay.listen();
console.log(`> Simpay payment simulator on ${url.origin}`);
const stop = () => void simpay.close().then(() => process.exit(0));
process.stdin.on('end', stop);
process.stdin.resume();
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
