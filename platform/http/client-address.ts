import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { trustProxyOption } from './trust-proxy';

/**
 * The client address the server itself believes for a request from `remote` carrying
 * `forwardedFor`, by TRUST_PROXY's rule: Fastify's own proxy-addr with the option the platform
 * gives Fastify, so the site and the platform can never disagree on who the client is.
 */
export function trustedClientAddress(trustProxy: string): (remote: string, forwardedFor: string | string[] | undefined) => string {
  const option = trustProxyOption(trustProxy);
  const trust = option === true ? () => true : typeof option === 'function' ? option : proxyAddr.compile(option === false ? [] : option);
  return (remote, forwardedFor) => {
    const header = ([] as string[]).concat(forwardedFor ?? []).join(',');
    const request = { socket: { remoteAddress: remote }, headers: header ? { 'x-forwarded-for': header } : {} };
    return proxyAddr(request as unknown as IncomingMessage, trust);
  };
}
