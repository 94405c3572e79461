/**
 * TRUST_PROXY → Fastify's `trustProxy`: `true`/`false`, a hop count, or a list of addresses and
 * CIDRs (proxy-addr names such as `loopback` too). A list always keeps loopback: the site's server
 * components call the platform in-process as 127.0.0.1 with the visitor's forwarded headers.
 */
export function trustProxyOption(value: string): boolean | string[] | ((address: string, hop: number) => boolean) {
  const v = value.trim();
  if (v === 'true') return true;
  if (v === 'false') return ['loopback'];
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  const list = v.split(',').map((s) => s.trim()).filter(Boolean);
  return [...new Set(['loopback', ...list])];
}
