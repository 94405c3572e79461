// The probes of issue 29 against a running server: memory under unfinished page bodies, and rows
// an anonymous writer stores per minute from one address and from many.
//   npx tsx tests/bench/probes.ts bodies <pid> [port]   RSS of <pid> before, with 50 unfinished 10 MB bodies to /, after
//   npx tsx tests/bench/probes.ts beacons [port]        events/handle rows stored in a minute's burst: one address, many
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

async function beacons(port: number) {
  const send = async (ip: string, name: string) => {
    const res = await fetch(`http://127.0.0.1:${port}/api/events/handle?event_name=${name}`, { headers: { 'x-forwarded-for': ip } });
    return res.status === 200;
  };
  const run = async (label: string, address: (i: number) => string, requests: number) => {
    const tag = Math.random().toString(36).slice(2, 8);
    let stored = 0;
    for (let i = 0; i < requests; i += 50) {
      const batch = await Promise.all(Array.from({ length: Math.min(50, requests - i) }, (_, j) => send(address(i + j), `probe-${tag}-${i + j}`)));
      stored += batch.filter(Boolean).length;
    }
    console.log(`${label}: ${stored} rows stored of ${requests} writes within a minute`);
  };
  await run('one address', () => '203.0.113.7', 1000);
  await run('one IPv6 /64, 40 addresses', (i) => `2001:db8:1:2::${(i % 40) + 1}`, 1000);
  await run('many addresses (one write each)', (i) => `198.18.${Math.floor(i / 250)}.${i % 250}`, 10_000);
}

const [probe, a, b] = process.argv.slice(2);
if (probe === 'bodies') await bodies(Number(a), Number(b ?? 3400));
else if (probe === 'beacons') await beacons(Number(a ?? 3400));
else console.error('usage: probes.ts bodies <pid> [port] | beacons [port]');
