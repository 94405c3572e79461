import { createHash } from 'node:crypto';
import { COMMON, HIGHLOW, PLAYABLE, SLOT, SPORTSBOOK } from './client';
import type { EngineKind } from './engines';
import { LINES } from './slot';
import { directionOfGame, GAME_LOCALES, type GameLocale, type GameStrings } from './strings';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The cover's hue (as /games/{sysname}/cover.svg draws it), so a game looks like its tile. */
export const hueOf = (sysname: string) => Math.round((createHash('sha256').update(sysname).digest()[0]! * 360) / 256);

/** The documents' CSP: own scripts by nonce only, calls to our origin, framed by the site only. */
export const gameCsp = (nonce: string) =>
  `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'self'`;

const STYLE = (hue: number) => `
:root{--h:${hue};--bg:hsl(var(--h) 35% 10%);--panel:hsl(var(--h) 30% 16%);--accent:hsl(var(--h) 75% 55%);--text:#f4f5f8;--muted:#b9bfcc;color-scheme:dark}
*{box-sizing:border-box}body{margin:0;font:16px/1.4 system-ui,sans-serif;background:radial-gradient(circle at 50% 0,hsl(var(--h) 50% 22%),var(--bg));color:var(--text);min-height:100vh}
main{max-width:46rem;margin-inline:auto;padding:1rem}header{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:baseline;justify-content:space-between}
h1{font-size:1.25rem;margin:0}.badge{font-size:.8rem;padding:.1rem .5rem;border-radius:999px;background:var(--panel);border:1px solid var(--accent)}
.panel{background:var(--panel);border-radius:12px;padding:1rem;margin-block:1rem}
button{font:inherit;color:inherit;background:var(--accent);border:0;border-radius:8px;padding:.6rem 1.2rem;cursor:pointer;min-height:44px}
button:disabled{opacity:.5;cursor:not-allowed}button:focus-visible,input:focus-visible,a:focus-visible,summary:focus-visible{outline:3px solid #fff;outline-offset:2px}
.secondary{background:transparent;border:1px solid var(--muted)}label{display:block;margin-block-end:.25rem}
input{font:inherit;padding:.5rem;border-radius:8px;border:1px solid var(--muted);background:#0006;color:inherit;inline-size:100%;max-inline-size:12rem}
input[aria-invalid=true]{border-color:#ff6b6b}.hint{color:var(--muted);font-size:.85rem;margin:.25rem 0 0}.error{color:#ff8a8a;font-size:.85rem;margin:.25rem 0 0}
.controls{display:flex;flex-wrap:wrap;gap:1rem;align-items:end}
#grid{display:grid;grid-template-columns:repeat(3,1fr);gap:.5rem;max-inline-size:20rem;margin-inline:auto}
.cell{aspect-ratio:1;display:grid;place-items:center;font-size:2.5rem;background:#0005;border-radius:10px;border:2px solid transparent}.cell.win{border-color:gold;box-shadow:0 0 12px gold}
.cards{display:flex;gap:1.5rem;justify-content:center;align-items:center}.card{inline-size:6rem;aspect-ratio:5/7;display:grid;place-items:center;font-size:2rem;font-weight:700;background:#fff;color:#111;border-radius:10px}
.card.red{color:#c62828}.card-label{text-align:center;color:var(--muted);font-size:.85rem}
details summary{cursor:pointer}code,.mono{font-family:ui-monospace,monospace;word-break:break-all;font-size:.85rem}
#live{min-block-size:1.5rem;font-weight:600;text-align:center}a{color:inherit}
.events{list-style:none;padding:0;margin:0;display:grid;gap:.75rem}.event h3{margin:0;font-size:1rem}.meta{margin:.1rem 0 .5rem;color:var(--muted);font-size:.85rem}
.odds{display:flex;gap:.5rem;flex-wrap:wrap}.odd{display:flex;flex-direction:column;align-items:center;min-inline-size:6.5rem;background:#0005;border:1px solid var(--muted)}
.odd[aria-pressed=true]{background:var(--accent);border-color:var(--accent)}.odd .price{font-weight:700}
.slip{list-style:none;padding:0;display:grid;gap:.4rem}.slip li{display:flex;justify-content:space-between;gap:.5rem;align-items:center}.remove{padding:.2rem .7rem;min-height:32px;background:#0005}
.bets{padding-inline-start:1.2rem}.bet.won{color:#7ee2a8}.bet.lost{color:var(--muted)}
.book{display:grid;gap:1rem}@media(min-width:44rem){.book{grid-template-columns:3fr 2fr}}
@media (prefers-reduced-motion:no-preference){.cell,.card{transition:transform .2s}}
`;

type DocOptions = {
  nonce: string;
  locale: GameLocale;
  sysname: string;
  name: string;
  engine: EngineKind;
  mode: 'real' | 'demo';
  /** Real mode without a session: the sign-in message instead of the game. */
  authRequired: boolean;
  /** The game cannot be played (unknown, disabled, no demo): a message. */
  unavailable?: keyof GameStrings;
};

function shell(o: DocOptions, body: string, script: string, T: GameStrings): string {
  const cfg = { sysname: o.sysname, engine: o.engine, mode: o.mode, locale: o.locale, strings: T, api: '/games/api', lines: LINES };
  const json = JSON.stringify(cfg).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${o.locale}" dir="${directionOfGame(o.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(o.name)}</title><link rel="icon" href="data:,"><style>${STYLE(hueOf(o.sysname))}</style></head>
<body><main>
<header><h1>${escapeHtml(o.name)}</h1><span class="badge">${escapeHtml(o.mode === 'demo' ? T.demo : T.real)}</span>${
    o.authRequired || o.unavailable ? '' : `<p>${escapeHtml(T.balance)}: <strong id="balance">${escapeHtml(T.loading)}</strong></p>`
  }</header>
<div id="auth" class="panel" ${o.authRequired ? '' : 'hidden'}><p>${escapeHtml(o.engine === 'sportsbook' ? T.signInToBet : T.signIn)}</p></div>
${o.unavailable ? `<div class="panel"><p>${escapeHtml(T[o.unavailable])}</p></div>` : o.authRequired ? '' : body}
<p id="live" role="status" aria-live="polite" aria-atomic="true"></p>
</main>
<script type="application/json" id="cfg">${json}</script>
<script nonce="${o.nonce}">(function(){${COMMON}${o.authRequired ? 'showAuth();' : o.unavailable ? '' : script}})();</script>
</body></html>`;
}

const fairnessPanel = (T: GameStrings) => `
<details class="panel" id="fairness"><summary>${escapeHtml(T.fairness)}</summary>
<p>${escapeHtml(T.serverSeedHash)}:<br><code id="fair-hash"></code></p>
<p>${escapeHtml(T.nonce)}: <span id="fair-nonce" class="mono"></span></p>
<form id="seed-form" class="controls"><div><label for="client-seed">${escapeHtml(T.clientSeed)}</label><input id="client-seed" name="client_seed" maxlength="64" autocomplete="off" spellcheck="false"></div>
<button type="submit" class="secondary">${escapeHtml(T.setClientSeed)}</button></form>
<p><button type="button" id="rotate" class="secondary">${escapeHtml(T.rotate)}</button></p>
<p id="revealed" hidden>${escapeHtml(T.revealed)}:<br><code id="revealed-seed"></code></p>
<p><a id="verify" href="#" target="_blank" rel="noopener" hidden>${escapeHtml(T.verifyLast)}</a></p>
</details>`;

const betField = (T: GameStrings) => `<div><label for="bet">${escapeHtml(T.bet)}</label><input id="bet" name="bet" type="number" inputmode="decimal" aria-describedby="bet-hint" required><p id="bet-hint" class="hint"></p></div>`;

/** The HTML document of a built-in game for the site's iframe. */
export function gameDocument(o: DocOptions): string {
  const T = GAME_LOCALES[o.locale];
  if (o.engine === 'slot') {
    const cells = Array.from({ length: 9 }, () => '<div class="cell" aria-hidden="true">?</div>').join('');
    const body = `<section class="panel" aria-label="${escapeHtml(o.name)}"><div id="grid" role="img" aria-label="${escapeHtml(o.name)}">${cells}</div></section>
<div class="panel controls">${betField(T)}<button type="button" id="spin">${escapeHtml(T.spin)}</button><p id="freespins" class="hint" hidden></p></div>${fairnessPanel(T)}`;
    return shell(o, body, PLAYABLE + SLOT, T);
  }
  if (o.engine === 'high_low') {
    const body = `<section class="panel"><p>${escapeHtml(T.guessPrompt)}</p><div class="cards">
<div><div class="card" id="shown" role="img" aria-label="${escapeHtml(T.shownCard)}">?</div><p class="card-label">${escapeHtml(T.shownCard)}</p></div>
<div><div class="card" id="next" role="img" aria-label="${escapeHtml(T.nextCard)}">?</div><p class="card-label">${escapeHtml(T.nextCard)}</p></div></div></section>
<div class="panel controls">${betField(T)}<button type="button" id="higher">▲ ${escapeHtml(T.higher)}</button><button type="button" id="lower">▼ ${escapeHtml(T.lower)}</button><p id="freespins" class="hint" hidden></p></div>${fairnessPanel(T)}`;
    return shell(o, body, PLAYABLE + HIGHLOW, T);
  }
  const body = `<div class="book"><section class="panel" aria-labelledby="events-title"><h2 id="events-title">${escapeHtml(T.events)}</h2><ul id="events" class="events"></ul></section>
<div><section class="panel" aria-labelledby="slip-title"><h2 id="slip-title">${escapeHtml(T.betSlip)} · <span id="slip-kind">${escapeHtml(T.single)}</span></h2>
<p id="slip-empty">${escapeHtml(T.emptySlip)}</p><ul id="slip" class="slip"></ul>
<form id="slip-form" hidden novalidate><p>${escapeHtml(T.totalOdds)}: <strong id="total-odds"></strong></p>
<label for="stake">${escapeHtml(T.stake)}</label><input id="stake" name="stake" type="number" inputmode="decimal" aria-describedby="stake-hint stake-error" required>
<p id="stake-hint" class="hint"></p><p id="stake-error" class="error" aria-live="assertive"></p>
<p>${escapeHtml(T.potentialWin)}: <strong id="potential">–</strong></p><button type="submit" id="place">${escapeHtml(T.placeBet)}</button></form></section>
<section class="panel" aria-labelledby="bets-title"><h2 id="bets-title">${escapeHtml(T.myBets)}</h2><p id="bets-empty">${escapeHtml(T.noBets)}</p><p id="bets-signin" hidden>${escapeHtml(T.signInToBet)}</p><ul id="bets" class="bets"></ul></section></div></div>`;
  // the book shows its events to everyone; placing a bet needs the session (real mode without one says so at once)
  return shell({ ...o, authRequired: false }, body, (o.authRequired ? 'showAuth();' : '') + SPORTSBOOK, T);
}
