import type { Verification } from '../services/fairness';
import { formatMoney } from '@/lib/format/money';
import { escapeHtml } from './document';
import type { Outcome } from './engines';
import { directionOfGame, type GameLocale } from './strings';

const T = {
  'en-US': { back: 'Back to the game', home: 'Casino home', title: 'Round verification', notFound: 'This round does not exist or is not yours.', game: 'Game', round: 'Round', bet: 'Bet', win: 'Win', hash: 'Server seed hash (SHA-256, shown before play)', client: 'Client seed', nonce: 'Nonce', seed: 'Server seed', hidden: 'Still secret: the seed pair is in use. Rotate the seed in the game’s fairness panel to reveal it, then come back to verify.', hashOk: 'SHA-256 of the revealed seed matches the hash shown before play.', hashBad: 'SHA-256 of the revealed seed does NOT match the hash.', outcome: 'Recomputed outcome', outOk: 'The recomputed outcome matches the recorded round.', outBad: 'The recomputed outcome does NOT match the recorded round.', how: 'Floats = HMAC-SHA256(server seed, "client seed:nonce:cursor"), 4 bytes per float in [0, 1).' },
  'pt-BR': { back: 'Voltar ao jogo', home: 'Início do cassino', title: 'Verificação da rodada', notFound: 'Esta rodada não existe ou não é sua.', game: 'Jogo', round: 'Rodada', bet: 'Aposta', win: 'Prêmio', hash: 'Hash da semente do servidor (SHA-256, mostrado antes de jogar)', client: 'Semente do cliente', nonce: 'Nonce', seed: 'Semente do servidor', hidden: 'Ainda secreta: o par de sementes está em uso. Gire a semente no painel de justiça do jogo para revelá-la e volte para verificar.', hashOk: 'O SHA-256 da semente revelada confere com o hash mostrado antes de jogar.', hashBad: 'O SHA-256 da semente revelada NÃO confere com o hash.', outcome: 'Resultado recalculado', outOk: 'O resultado recalculado confere com a rodada registrada.', outBad: 'O resultado recalculado NÃO confere com a rodada registrada.', how: 'Números = HMAC-SHA256(semente do servidor, "semente do cliente:nonce:cursor"), 4 bytes por número em [0, 1).' },
  'es-ES': { back: 'Volver al juego', home: 'Inicio del casino', title: 'Verificación de la ronda', notFound: 'Esta ronda no existe o no es tuya.', game: 'Juego', round: 'Ronda', bet: 'Apuesta', win: 'Premio', hash: 'Hash de la semilla del servidor (SHA-256, mostrado antes de jugar)', client: 'Semilla del cliente', nonce: 'Nonce', seed: 'Semilla del servidor', hidden: 'Aún secreta: el par de semillas está en uso. Rota la semilla en el panel de equidad del juego para revelarla y vuelve para verificar.', hashOk: 'El SHA-256 de la semilla revelada coincide con el hash mostrado antes de jugar.', hashBad: 'El SHA-256 de la semilla revelada NO coincide con el hash.', outcome: 'Resultado recalculado', outOk: 'El resultado recalculado coincide con la ronda registrada.', outBad: 'El resultado recalculado NO coincide con la ronda registrada.', how: 'Números = HMAC-SHA256(semilla del servidor, "semilla del cliente:nonce:cursor"), 4 bytes por número en [0, 1).' },
  ar: { back: 'العودة إلى اللعبة', home: 'الصفحة الرئيسية للكازينو', title: 'التحقق من الجولة', notFound: 'هذه الجولة غير موجودة أو ليست لك.', game: 'اللعبة', round: 'الجولة', bet: 'الرهان', win: 'الربح', hash: 'تجزئة بذرة الخادم (SHA-256، تظهر قبل اللعب)', client: 'بذرة العميل', nonce: 'الرقم التسلسلي', seed: 'بذرة الخادم', hidden: 'لا تزال سرية: زوج البذور قيد الاستخدام. بدّل البذرة من لوحة العدالة في اللعبة لكشفها ثم عد للتحقق.', hashOk: 'تطابق تجزئة SHA-256 للبذرة المكشوفة التجزئة المعروضة قبل اللعب.', hashBad: 'تجزئة SHA-256 للبذرة المكشوفة لا تطابق التجزئة.', outcome: 'النتيجة المعاد حسابها', outOk: 'النتيجة المعاد حسابها تطابق الجولة المسجلة.', outBad: 'النتيجة المعاد حسابها لا تطابق الجولة المسجلة.', how: 'الأرقام = HMAC-SHA256(بذرة الخادم، "بذرة العميل:الرقم التسلسلي:المؤشر")، 4 بايت لكل رقم في [0، 1).' },
} as const;

/** The site's look (dark theme colours, brand amber, system font, cards), so the page reads as part of it. */
const SITE_STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 ui-sans-serif,system-ui,sans-serif;background:#0e1117;color:#f2f4f8}
header{position:sticky;top:0;display:flex;align-items:center;gap:1rem;height:4rem;padding-inline:1rem;background:#161a23;border-bottom:1px solid #2b3240}
.logo{display:flex;text-decoration:none}.logo span{display:flex;align-items:center;justify-content:center;width:2rem;height:2rem;border-radius:.5rem;background:#f5a700;color:#000;font-weight:800;font-size:1.125rem}
.back{margin-inline-start:auto;display:inline-flex;align-items:center;height:2.25rem;padding-inline:1rem;border-radius:.5rem;background:#f5a700;color:#000;font-weight:600;text-decoration:none}
.back:focus-visible,.logo:focus-visible{outline:2px solid #f5a700;outline-offset:2px}
main{max-width:46rem;margin-inline:auto;padding:1.5rem 1rem}h1{font-size:1.5rem;font-weight:800;margin:0 0 1rem}h2{font-size:1.125rem}
.card{background:#161a23;border:1px solid #2b3240;border-radius:1rem;padding:1rem 1.25rem}
dt{color:#a3abbb;font-size:.85rem;margin-block-start:.75rem}dd{margin:0}code{word-break:break-all}.ok{color:#7ee2a8;font-weight:600}.bad{color:#ff8a8a;font-weight:600}.how{color:#a3abbb;font-size:.85rem}`;

function describe(o: Outcome): string {
  if (o.engine === 'slot') return `${o.reels.map((reel) => reel.join(' ')).join(' | ')}${o.wins.length ? ` — lines ${o.wins.map((w) => `${w.line + 1} (${w.symbol})`).join(', ')}` : ''}`;
  const cards = (list: Array<{ label: string }>) => list.map((c) => c.label).join(' ');
  if (o.engine === 'roulette') return `${o.pocket} ${o.colour} — ${o.bets.map((b) => `${b.kind}${b.value === undefined ? '' : ` ${b.value}`}: ${b.amount} → ${b.returned}`).join(', ')}`;
  if (o.engine === 'baccarat') return `Player ${cards(o.player)} (${o.playerTotal}) · Banker ${cards(o.banker)} (${o.bankerTotal}) — ${o.winner}`;
  if (o.engine === 'blackjack') return `Player ${cards(o.player)} (${o.playerTotal}) · Dealer ${cards(o.dealer)} (${o.dealerTotal}) · ${o.actions.join(', ') || '—'} — ${o.result ?? 'open'}`;
  return `${o.shown.label} → ${o.next.label} (${o.guess}: ${o.won ? 'won' : 'lost'})`;
}

/** The verification page of a round for its owner (null: not found). */
export function fairnessPage(v: Verification | null, locale: GameLocale): string {
  const t = T[locale];
  const row = (label: string, value: string) => `<dt>${escapeHtml(label)}</dt><dd><code>${escapeHtml(value)}</code></dd>`;
  // SPEC §9: money as the site writes it ($10.50), in every locale
  const money = (minor: bigint, currency: string) => formatMoney(minor, currency, { minor: true });
  const body = !v
    ? `<p>${escapeHtml(t.notFound)}</p>`
    : `<dl>${row(t.game, v.game.name)}${row(t.round, v.round.id.toString())}${row(t.bet, money(v.round.bet, v.round.currency))}${row(t.win, money(v.round.win, v.round.currency))}
${row(t.hash, v.serverSeedHash)}${row(t.client, v.clientSeed)}${row(t.nonce, String(v.nonce))}${v.serverSeed ? row(t.seed, v.serverSeed) : ''}</dl>
${v.serverSeed
  ? `<p class="${v.hashMatches ? 'ok' : 'bad'}" id="hash-check">${escapeHtml(v.hashMatches ? t.hashOk : t.hashBad)}</p>
<h2>${escapeHtml(t.outcome)}</h2><p><code id="recomputed">${escapeHtml(describe(v.recomputed!))}</code></p>
<p class="${v.outcomeMatches ? 'ok' : 'bad'}" id="outcome-check">${escapeHtml(v.outcomeMatches ? t.outOk : t.outBad)}</p>`
  : `<p id="seed-hidden">${escapeHtml(t.hidden)}</p>`}
<p class="how">${escapeHtml(t.how)}</p>`;
  const prefix = locale === 'en-US' ? '' : `/${locale}`;
  const back = v ? `<a class="back" href="${escapeHtml(`${prefix}/game/${encodeURIComponent(v.game.sysname)}`)}">${escapeHtml(t.back)}</a>` : '';
  return `<!doctype html>
<html lang="${locale}" dir="${directionOfGame(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title><link rel="icon" href="data:,"><style>${SITE_STYLE}</style></head>
<body><header><a class="logo" href="${prefix || '/'}" aria-label="${escapeHtml(t.home)}"><span aria-hidden="true">C</span></a>${back}</header>
<main><h1>${escapeHtml(t.title)}</h1><div class="card">${body}</div></main></body></html>`;
}
