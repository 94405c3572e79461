import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { isSitePath } from '../services/oauth';

/** What the popup tells the page that opened it. */
export type OAuthOutcome = { status: 'ok' } | { status: 'error'; error: OAuthErrorCode };
export type OAuthErrorCode = 'unavailable' | 'too_many_requests' | 'invalid_request' | 'invalid_state' | 'access_denied' | 'banned' | 'server_error';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/**
 * JSON safe inside a <script>: `<`, `>`, `&` and the line separators are escaped, never removed
 * (removing a character changes the value: `/\u2028/evil.example` would become `//evil.example`).
 */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

function sendPage(reply: FastifyReply, status: number, title: string, body: string, script?: string) {
  const nonce = randomBytes(16).toString('base64');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;background:#111827;color:#f9fafb;margin:0;display:grid;place-items:center;min-height:100vh}main{background:#1f2937;padding:24px;border-radius:16px;width:min(360px,90vw)}label{display:block;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:8px;border-radius:8px;border:1px solid #4b5563;background:#111827;color:inherit}button{margin-top:16px;margin-right:8px;padding:8px 16px;border-radius:8px;border:0;font:inherit;cursor:pointer}.allow{background:#22c55e;color:#052e16}.error{color:#fca5a5}a{color:#93c5fd}</style></head><body><main>${body}</main>${script ? `<script nonce="${nonce}">${script}</script>` : ''}</body></html>`;
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    // not no-referrer: a form POST would then carry Origin: null, which the Origin check refuses
    .header('referrer-policy', 'same-origin')
    .header('x-frame-options', 'DENY')
    .header('content-security-policy', `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`)
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * The popup's last page: posts `{ type: 'oauth', status }` to window.opener (target: the site's
 * origin) and on a BroadcastChannel (a provider's COOP may have cut the opener), then closes.
 * Opened without an opener (a framed form's fallback), it goes on to `next` instead.
 */
export function sendOutcome(reply: FastifyReply, input: { origin: string; outcome: OAuthOutcome; next: string | null; status?: number }) {
  const { outcome, origin } = input;
  // checked again here, where it is used: only a path on this site
  const next = input.next && isSitePath(input.next) ? input.next : '/';
  const message = { type: 'oauth', ...outcome };
  const text = outcome.status === 'ok' ? 'Signed in. This window closes by itself.' : 'Sign-in did not work. You can close this window.';
  const script = `(function(){var m=${scriptJson(message)},o=${scriptJson(origin)},n=${scriptJson(next)},sent=false;
try{if(window.opener&&!window.opener.closed){window.opener.postMessage(m,o);sent=true;}}catch(e){}
try{var c=new BroadcastChannel('oauth');c.postMessage(m);c.close();}catch(e){}
if(sent){window.close();return;}
if(m.status==='ok'&&/^\\/(?![\\/\\\\])[\\x21-\\x7e]*$/.test(n)){location.replace(n);}})();`;
  return sendPage(reply, input.status ?? (outcome.status === 'ok' ? 200 : 400), text, `<p role="status"${outcome.status === 'ok' ? '' : ' class="error"'}>${escapeHtml(text)}</p><p><a href="${escapeHtml(next)}">Back to the site</a></p>`, script);
}

export type DemoConsent = { redirectUri: string; state: string; codeChallenge: string; name?: string; email?: string; error?: string };

/** The demo provider's consent page: a name and an e-mail to sign in as, Allow or Deny. */
export function sendDemoConsent(reply: FastifyReply, consent: DemoConsent, status = 200) {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const body = `<h1>Demo sign-in</h1><p>The site asks to know who you are. Type any name or e-mail: the same one brings you back to the same player.</p>
${consent.error ? `<p role="alert" class="error">${escapeHtml(consent.error)}</p>` : ''}
<form method="post" action="/oauth/demo/authorize">
${hidden('client_id', 'demo')}${hidden('redirect_uri', consent.redirectUri)}${hidden('state', consent.state)}${hidden('code_challenge', consent.codeChallenge)}${hidden('code_challenge_method', 'S256')}
<label for="name">Name</label><input id="name" name="name" autocomplete="name" maxlength="64" value="${escapeHtml(consent.name ?? '')}">
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="email" maxlength="254" value="${escapeHtml(consent.email ?? '')}">
<button class="allow" type="submit" name="decision" value="allow">Allow</button><button type="submit" name="decision" value="deny">Deny</button>
</form>`;
  return sendPage(reply, status, 'Demo sign-in', body);
}
