// The probes of issue 29 against a running server: memory under unfinished page bodies, and rows
// an anonymous writer stores per minute from one address and from many.
//   npx tsx tests/bench/probes.ts bodies <pid> [port]   RSS of <pid> before, with 50 unfinished 10 MB bodies to /, after
//   npx tsx tests/bench/probes.ts beacons [port] [only] events/handle rows stored per minute: one address, one IPv6 /64, many addresses
// The beacon probe names addresses in X-Forwarded-For: run it from the server's machine (TRUST_PROXY trusts loopback).
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';

const CONNECTIONS = 50;
const BODY = 10 * 1024 * 1024;

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends headers and all but the last byte of a 10 MB body to `/`, as fast as the server reads it. */
function unfinishedBody(port: number, chunked: boolean): { socket: Socket; answer: Promise<string>; sent: () => number } {
  const socket = connect(port, '127.0.0.1');
  let sent = 0;
  let answer = '';
  socket.setNoDelay(true);
  const head = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${BODY}`;
  socket.write(`POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n${head}\r\n\r\n`);
  const piece = Buffer.alloc(64 * 1024, 'a');
  const pump = () => {
    while (sent + piece.length < BODY) {
      sent += piece.length;
      const ok = socket.write(chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece);
      if (!ok) return void socket.once('drain', pump);
    }
  };
  socket.on('connect', pump);
  socket.on('data', (d) => void (answer += d.toString('latin1')));
  socket.on('error', () => undefined);
  return { socket, answer: new Promise((resolve) => socket.on('close', () => resolve(answer.split('\r\n')[0] || '(closed without an answer)'))), sent: () => sent };
}

async function bodies(pid: number, port: number) {
  for (const chunked of [false, true]) {
    const before = rssMb(pid);
    const probes = Array.from({ length: CONNECTIONS }, () => unfinishedBody(port, chunked));
    await sleep(15_000);
    const during = rssMb(pid);
    const sentMb = probes.reduce((n, p) => n + p.sent(), 0) / 1024 / 1024;
    const open = probes.filter((p) => !p.socket.destroyed).length;
    probes.forEach((p) => p.socket.destroy());
    const answers = await Promise.all(probes.map((p) => p.answer));
    const statuses = [...new Set(answers)].join(' | ');
    console.log(`${chunked ? 'chunked' : 'Content-Length'}: RSS ${before.toFixed(0)} MB → ${during.toFixed(0)} MB after 15 s; ${sentMb.toFixed(0)} MB written by the clients; ${open}/${CONNECTIONS} connections still open; answers: ${statuses}`);
    await sleep(5_000);
  }
}

/** Writes events/handle for a minute, 50 at a time, from `address(i)`; rows stored per minute = answers 200 (each event is new). */
async function beacons(port: number, only?: string) {
  const send = async (ip: string, name: string) => {
    const res = await fetch(`http://127.0.0.1:${port}/api/events/handle?event_name=${name}`, { headers: { 'x-forwarded-for': ip } });
    return res.status;
  };
  const run = async (label: string, address: (i: number) => string) => {
    if (only && !label.includes(only)) return;
    const tag = Math.random().toString(36).slice(2, 8);
    const started = Date.now();
    const statuses = new Map<number, number>();
    let i = 0;
    while (Date.now() - started < 60_000) {
      const batch = await Promise.all(Array.from({ length: 50 }, (_, j) => send(address(i + j), `probe-${tag}-${i + j}`)));
      i += batch.length;
      for (const status of batch) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    const minutes = (Date.now() - started) / 60_000;
    const stored = statuses.get(200) ?? 0;
    console.log(`${label}: ${i} writes in ${(minutes * 60).toFixed(0)} s, ${stored} rows stored (${(stored / minutes).toFixed(0)} rows/min); answers ${JSON.stringify(Object.fromEntries(statuses))}`);
    await new Promise((resolve) => setTimeout(resolve, 61_000 - (Date.now() - started) % 60_000)); // the next minute's windows
  };
  await run('one address', () => '203.0.113.7');
  await run('40 addresses of one IPv6 /64', (i) => `2001:db8:1:2::${(i % 40) + 1}`);
  await run('many addresses (each once)', (i) => `198.18.${Math.floor(i / 250) % 256}.${i % 250}`);
}

const [probe, a, b] = process.argv.slice(2);
if (probe === 'bodies') await bodies(Number(a), Number(b ?? 3400));
else if (probe === 'beacons') await beacons(Number(a ?? 3400), b);
else console.error('usage: probes.ts bodies <pid> [port] | beacons [port]');
