const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Minor units as the page shows them (two decimals). */
const shown = (minor: string, currency: string) => `${(Number(minor) / 100).toFixed(2)} ${currency}`;

/** Simpay's hosted page: the amount to pay and the payer's three choices (or why the link is refused). */
export function page(input: { link?: Record<string, string>; error?: string }): string {
  const body = input.link
    ? `<h1>Pay ${escape(shown(input.link.amount ?? '0', input.link.currency ?? ''))}</h1>
<p>Payment ${escape(input.link.transaction ?? '')} to the casino</p>
<form method="post" action="/pay">
${['transaction', 'amount', 'currency', 'return_url', 'sig'].map((k) => `<input type="hidden" name="${k}" value="${escape(input.link![k] ?? '')}">`).join('\n')}
<p><label>Card number <input name="card" autocomplete="cc-number" value="4242 4242 4242 4242"></label></p>
<p><button name="result" value="pay">Pay now</button> <button name="result" value="decline">Decline</button> <button name="result" value="cancel">Cancel</button></p>
</form>`
    : `<h1>Payment refused</h1><p>${escape(input.error ?? '')}</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Simpay · secure payment</title>
<style>body{font:16px system-ui,sans-serif;background:#f4f1ff;color:#1e1433;display:grid;place-items:center;min-height:100vh;margin:0}main{background:#fff;padding:2rem;border-radius:1rem;box-shadow:0 4px 24px #0002;max-width:28rem}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:1px solid #7c3aed;background:#fff;color:#7c3aed;cursor:pointer}button[value=pay]{background:#7c3aed;color:#fff}input{font:inherit;padding:.4rem}</style></head>
<body><main><p><strong>Simpay</strong> secure payment</p>${body}</main></body></html>`;
}
