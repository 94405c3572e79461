import type { Verification } from '../services/fairness';
import { toMoney } from '../services/money';
import { escapeHtml, hueOf } from './document';
import type { Outcome } from './engines';
import { directionOfGame, type GameLocale } from './strings';

const T = {
  'en-US': { title: 'Round verification', notFound: 'This round does not exist or is not yours.', game: 'Game', round: 'Round', bet: 'Bet', win: 'Win', hash: 'Server seed hash (SHA-256, shown before play)', client: 'Client seed', nonce: 'Nonce', seed: 'Server seed', hidden: 'Still secret: the seed pair is in use. Rotate the seed in the game’s fairness panel to reveal it, then come back to verify.', hashOk: 'SHA-256 of the revealed seed matches the hash shown before play.', hashBad: 'SHA-256 of the revealed seed does NOT match the hash.', outcome: 'Recomputed outcome', outOk: 'The recomputed outcome matches the recorded round.', outBad: 'The recomputed outcome does NOT match the recorded round.', how: 'Floats = HMAC-SHA256(server seed, "client seed:nonce:cursor"), 4 bytes per float in [0, 1).' },
  'pt-BR': { title: 'Verificação da rodada', notFound: 'Esta rodada não existe ou não é sua.', game: 'Jogo', round: 'Rodada', bet: 'Aposta', win: 'Prêmio', hash: 'Hash da semente do servidor (SHA-256, mostrado antes de jogar)', client: 'Semente do cliente', nonce: 'Nonce', seed: 'Semente do servidor', hidden: 'Ainda secreta: o par de sementes está em uso. Gire a semente no painel de justiça do jogo para revelá-la e volte para verificar.', hashOk: 'O SHA-256 da semente revelada confere com o hash mostrado antes de jogar.', hashBad: 'O SHA-256 da semente revelada NÃO confere com o hash.', outcome: 'Resultado recalculado', outOk: 'O resultado recalculado confere com a rodada registrada.', outBad: 'O resultado recalculado NÃO confere com a rodada registrada.', how: 'Números = HMAC-SHA256(semente do servidor, "semente do cliente:nonce:cursor"), 4 bytes por número em [0, 1).' },
  'es-ES': { title: 'Verificación de la ronda', notFound: 'Esta ronda no existe o no es tuya.', game: 'Juego', round: 'Ronda', bet: 'Apuesta', win: 'Premio', hash: 'Hash de la semilla del servidor (SHA-256, mostrado antes de jugar)', client: 'Semilla del cliente', nonce: 'Nonce', seed: 'Semilla del servidor', hidden: 'Aún secreta: el par de semillas está en uso. Rota la semilla en el panel de equidad del juego para revelarla y vuelve para verificar.', hashOk: 'El SHA-256 de la semilla revelada coincide con el hash mostrado antes de jugar.', hashBad: 'El SHA-256 de la semilla revelada NO coincide con el hash.', outcome: 'Resultado recalculado', outOk: 'El resultado recalculado coincide con la ronda registrada.', outBad: 'El resultado recalculado NO coincide con la ronda registrada.', how: 'Números = HMAC-SHA256(semilla del servidor, "semilla del cliente:nonce:cursor"), 4 bytes por número en [0, 1).' },
  ar: { title: 'التحقق من الجولة', notFound: 'هذه الجولة غير موجودة أو ليست لك.', game: 'اللعبة', round: 'الجولة', bet: 'الرهان', win: 'الربح', hash: 'تجزئة بذرة الخادم (SHA-256، تظهر قبل اللعب)', client: 'بذرة العميل', nonce: 'الرقم التسلسلي', seed: 'بذرة الخادم', hidden: 'لا تزال سرية: زوج البذور قيد الاستخدام. بدّل البذرة من لوحة العدالة في اللعبة لكشفها ثم عد للتحقق.', hashOk: 'تطابق تجزئة SHA-256 للبذرة المكشوفة التجزئة المعروضة قبل اللعب.', hashBad: 'تجزئة SHA-256 للبذرة المكشوفة لا تطابق التجزئة.', outcome: 'النتيجة المعاد حسابها', outOk: 'النتيجة المعاد حسابها تطابق الجولة المسجلة.', outBad: 'النتيجة المعاد حسابها لا تطابق الجولة المسجلة.', how: 'الأرقام = HMAC-SHA256(بذرة الخادم، "بذرة العميل:الرقم التسلسلي:المؤشر")، 4 بايت لكل رقم في [0، 1).' },
} as const;

function describe(o: Outcome): string {
  if (o.engine === 'slot') return `${o.reels.map((reel) => reel.join(' ')).join(' | ')}${o.wins.length ? ` — lines ${o.wins.map((w) => `${w.line + 1} (${w.symbol})`).join(', ')}` : ''}`;
  return `${o.shown.label} → ${o.next.label} (${o.guess}: ${o.won ? 'won' : 'lost'})`;
}

/** The verification page of a round for its owner (null: not found). */
export function fairnessPage(v: Verification | null, locale: GameLocale): string {
  const t = T[locale];
  const row = (label: string, value: string) => `<dt>${escapeHtml(label)}</dt><dd><code>${escapeHtml(value)}</code></dd>`;
  const money = (minor: bigint, currency: string) => { const m = toMoney(minor, currency); return `${m.amount} ${m.currency}`; };
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
  const hue = v ? hueOf(v.game.sysname) : 220;
  return `<!doctype html>
<html lang="${locale}" dir="${directionOfGame(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title><link rel="icon" href="data:,"><style>body{margin:0;font:16px/1.5 system-ui,sans-serif;background:hsl(${hue} 30% 10%);color:#f4f5f8}main{max-width:46rem;margin-inline:auto;padding:1.5rem}
dt{color:#b9bfcc;font-size:.85rem;margin-block-start:.75rem}dd{margin:0}code{word-break:break-all}.ok{color:#7ee2a8;font-weight:600}.bad{color:#ff8a8a;font-weight:600}.how{color:#b9bfcc;font-size:.85rem}</style></head>
<body><main><h1>${escapeHtml(t.title)}</h1>${body}</main></body></html>`;
}
