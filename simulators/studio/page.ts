import { isTable } from './games';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type PageInput = { token: string; game: string; currency: string; lang: string; lobbyUrl: string; mode: string; nonce: string };

/** The title of a sysname (`sim-gold-rush` → `Gold Rush`). */
const titleOf = (game: string) =>
  game
    .replace(/^sim-/, '')
    .split('-')
    .map((w, i) => (i > 0 && ['or', 'of', 'and'].includes(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');

/**
 * The studio's game page, opened in the operator's game frame: the balance, a bet, Spin (or Red and
 * Black for the table game), the outcome. It plays through the studio's own server, which calls
 * the operator's wallet; the page never sees the operator.
 */
export function gamePage(p: PageInput): string {
  const table = isTable(p.game);
  const config = JSON.stringify({ token: p.token, game: p.game, currency: p.currency, mode: p.mode }).replace(/</g, '\\u003c');
  const actions = table
    ? '<button type="button" data-choice="red" class="red">Red</button><button type="button" data-choice="black" class="black">Black</button>'
    : '<button type="button" data-choice="spin">Spin</button>';
  return `<!doctype html>
<html lang="${escape(p.lang.slice(0, 2) || 'en')}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(titleOf(p.game))} · Sim Studio</title>
<style>
body{margin:0;font:16px system-ui,sans-serif;background:#12061f;color:#f5f0ff;display:grid;place-items:center;min-height:100vh}
main{text-align:center;padding:1rem;max-width:32rem}h1{font-size:1.4rem;margin:.2rem 0}.studio{opacity:.7;font-size:.8rem}
.reels{font-size:3rem;letter-spacing:.6rem;margin:1rem 0;min-height:4rem}button{font:inherit;padding:.6rem 1.4rem;margin:.3rem;border-radius:.5rem;border:0;background:#ffb400;color:#12061f;font-weight:700;cursor:pointer}
button.red{background:#e0314b;color:#fff}button.black{background:#222;color:#fff;border:1px solid #888}button:disabled{opacity:.5}
select{font:inherit;padding:.4rem;border-radius:.4rem}a{color:#c9b6ff}
</style></head>
<body><main>
<p class="studio">Sim Studio${p.mode === 'demo' ? ' · demo' : ''}</p>
<h1>${escape(titleOf(p.game))}</h1>
<p>Balance: <output id="balance" aria-label="Balance">…</output> ${escape(p.currency)}</p>
<div class="reels" id="reels" aria-live="polite">${table ? '🂠' : '❔ ❔ ❔'}</div>
<p><label>Bet <select id="bet" aria-label="Bet"><option value="10">0.10</option><option value="50">0.50</option><option value="100" selected>1.00</option><option value="200">2.00</option><option value="500">5.00</option></select></label></p>
<p>${actions}</p>
<p id="result" role="status" aria-label="Result"></p>
<p><a href="${escape(p.lobbyUrl)}" target="_top">Lobby</a></p>
</main>
<script nonce="${p.nonce}">
const cfg=${config};
const fmt=(m)=>(m/100).toFixed(2);
const $=(id)=>document.getElementById(id);
async function post(path,body){const r=await fetch(path,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(body)});return r.json();}
async function refresh(){const a=await post('/api/balance',{token:cfg.token,mode:cfg.mode});if(typeof a.balance==='number')$('balance').textContent=fmt(a.balance);}
for(const b of document.querySelectorAll('button[data-choice]')){b.addEventListener('click',async()=>{
  const buttons=document.querySelectorAll('button');buttons.forEach((x)=>x.disabled=true);$('result').textContent='';
  try{const a=await post('/api/round',{token:cfg.token,game:cfg.game,mode:cfg.mode,currency:cfg.currency,amount:Number($('bet').value),choice:b.dataset.choice});
    if(a.outcome&&a.outcome.reels)$('reels').textContent=a.outcome.reels.join(' ');
    if(a.outcome&&a.outcome.card)$('reels').textContent=(a.outcome.card.color==='red'?'♥':'♠')+' '+a.outcome.card.rank;
    $('result').textContent=a.status==='OK'?(a.win>0?'You win '+fmt(a.win):'No win'):'Not played: '+a.status;
    if(typeof a.balance==='number')$('balance').textContent=fmt(a.balance);
  }finally{buttons.forEach((x)=>x.disabled=false);}
});}
refresh();
</script></body></html>`;
}
