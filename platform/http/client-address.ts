import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { trustProxyOption } from './trust-proxy';

/** proxy-addr's names for address ranges (TRUST_PROXY may use them). */
const NAMED: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** `::ffff:1.2.3.4` → `1.2.3.4`; anything else as it is. */
const plain = (address: string) => (address.toLowerCase().startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address);

function rangesOf(list: string[]): (address: string) => boolean {
  const blocks = new BlockList();
  for (const entry of list.flatMap((e) => NAMED[e] ?? [e])) {
    const [base = '', bits] = entry.split('/');
    const type = isIPv6(base) ? 'ipv6' : 'ipv4';
    if (bits === undefined) blocks.addAddress(plain(base), isIPv4(plain(base)) ? 'ipv4' : type);
    else blocks.addSubnet(base, Number(bits), type);
  }
  return (address) => {
    const a = plain(address);
    if (isIPv4(a)) return blocks.check(a, 'ipv4');
    return isIPv6(a) && blocks.check(a, 'ipv6');
  };
}

/**
 * The client address the server itself believes for a request from `remote` carrying
 * `forwardedFor`, by TRUST_PROXY's rule (the same one the platform's Fastify applies): walking the
 * chain from the socket towards the client, the first address not trusted to speak for the next.
 */
export function trustedClientAddress(trustProxy: string): (remote: string, forwardedFor: string | string[] | undefined) => string {
  const option = trustProxyOption(trustProxy);
  const trusted = option === true ? () => true : typeof option === 'function' ? option : (() => {
    const inRange = rangesOf(option === false ? [] : option);
    return (address: string) => inRange(address);
  })();
  return (remote, forwardedFor) => {
    const listed = ([] as string[]).concat(forwardedFor ?? []).join(',').split(',').map((s) => s.trim()).filter(Boolean);
    const chain = [plain(remote), ...listed.reverse().map(plain)];
    for (let hop = 0; hop < chain.length - 1; hop += 1) if (!trusted(chain[hop]!, hop)) return chain[hop]!;
    return chain[chain.length - 1]!;
  };
}
