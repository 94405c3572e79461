import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '@/lib/config';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../db/client';
import { games, gameSeeds } from '../db/schema';
import { parseCookies, serializeCookie } from '../http/cookies';
import { cookieOptions } from '../http/session';
import type { Bus } from '../realtime/bus';
import { cachedCatalogue } from '../services/catalogue-cache';
import { roundVerification } from '../services/fairness';
import { activeSeed, rotateSeed, seedView, setClientSeed } from '../services/game-seeds';
import { exponentOf } from '../services/money';
import { assertGuestMayPlayDemo, guestDemoRefused } from '../services/protection';
import { freespinsLeft, ownerOfUser, playBalance, playBalances, playRound, type GameRow, type RoundRow } from '../services/rounds';
import { SESSION_COOKIE, sessions, StaleSession, type UserRow } from '../services/sessions';
import { myBets, openEvents, placeBet, settleSportsbook } from '../services/sportsbook';
import { runHere, type RunOnce } from '../jobs/lease';
import { seedSportsbook } from '../seed/sportsbook';
import { gameDocument, gameCsp } from './document';
import { actOnHand, dealHand, handActions, handView, openHand } from './blackjack-rounds';
import { engineOf } from './engines';
import { floats } from './fair';
import { shownCard, type Card } from './highlow';
import { betLimits } from './limits';
import { fairnessPage } from './fairness-page';
import { gameLocale } from './strings';
import { launchGame, launchRequestOf, providerTitle } from './providers/launch';

/** The guest's demo cookie: a random value; its SHA-256 names the guest's seeds, rounds and demo balance. */
export const GUEST_COOKIE = 'gsid';
const GUEST_TTL_S = 90 * 24 * 3600;

type Deps = { db: Db; env: Env; bus: Bus };
type Who = { user: UserRow | null; owner: string | null };

async function whoIs(db: Db, request: FastifyRequest): Promise<Who> {
  const cookies = parseCookies(request.headers.cookie);
  const user = await sessions.resolve(db, cookies[SESSION_COOKIE]);
  if (user) return { user, owner: ownerOfUser(user.uid) };
  const guest = cookies[GUEST_COOKIE];
  return { user: null, owner: guest && /^[a-f0-9]{32,64}$/.test(guest) ? `s:${createHash('sha256').update(guest).digest('hex')}` : null };
}

/** The request's owner; a guest without a cookie gets one (HttpOnly, SameSite=Lax). */
async function ownerFor(deps: Deps, request: FastifyRequest, reply: FastifyReply): Promise<Who & { owner: string }> {
  const who = await whoIs(deps.db, request);
  if (who.owner) return who as Who & { owner: string };
  const value = randomBytes(24).toString('hex');
  void reply.header('set-cookie', serializeCookie(GUEST_COOKIE, value, { ...cookieOptions(request, deps.env, false), maxAge: GUEST_TTL_S }));
  return { user: null, owner: `s:${createHash('sha256').update(value).digest('hex')}` };
}

/**
 * `ownerFor` through the remembered sessions (sessions.resolveRemembered): `remembered` is the
 * session's id hash when the user came from memory, for the round to check in its transaction.
 */
async function playerFor(deps: Deps, request: FastifyRequest, reply: FastifyReply): Promise<Who & { owner: string; remembered?: string }> {
  const found = await sessions.resolveRemembered(deps.db, parseCookies(request.headers.cookie)[SESSION_COOKIE]);
  if (!found) return ownerFor(deps, request, reply);
  return { user: found.user, owner: ownerOfUser(found.user.uid), ...(found.remembered && { remembered: found.idHash }) };
}

async function gameBySysname(db: Db, sysname: string): Promise<GameRow | undefined> {
  const [game] = await db.select().from(games).where(and(eq(games.sysname, sysname.slice(0, 128)), eq(games.isEnabled, true))).limit(1);
  return game;
}

/** The playable game, from the catalogue cache (CATALOGUE_CACHE_SECONDS): every round asks for it. */
async function requireGame(deps: Deps, sysname: string): Promise<GameRow> {
  const key = sysname.slice(0, 128);
  const game = await cachedCatalogue(deps.db, deps.env.CATALOGUE_CACHE_SECONDS, `game ${key}`, () => gameBySysname(deps.db, key));
  if (!game) throw PlatformError.invalidParameters({ sysname: ['unknown'] });
  return game;
}

const modeOf = (value: unknown): 'real' | 'demo' => (value === 'real' ? 'real' : 'demo');

function limitsView(currency: string) {
  const { min, max } = betLimits(currency);
  return { min, max, step: 1 / 10 ** exponentOf(currency), default: Math.max(min, Math.min(max, 1)), currency };
}

/** The card shown for the owner's next high-low round. */
async function nextCard(db: Db, owner: string): Promise<Card> {
  const seed = await activeSeed(db, owner);
  return shownCard(floats({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: seed.nonce }, 1));
}

function noStore(reply: FastifyReply) {
  void reply.header('cache-control', 'no-store');
}

/**
 * The built-in games: GET /games/{sysname}/play (the game document for the site's iframe),
 * GET /games/fairness?round= (verification page), and the documents' JSON API under /games/api
 * (answers `{ data }` or the §8 error envelope; POSTs pass the platform's Origin check):
 * GET {sysname}/state?mode=, POST {sysname}/round, POST {sysname}/action (blackjack), POST seed, POST seed/rotate,
 * GET sportsbook/state, POST sportsbook/bets.
 */
export function registerGames(app: FastifyInstance, deps: Deps) {
  const { db, bus } = deps;

  app.get<{ Params: { sysname: string }; Querystring: Record<string, string | undefined> }>('/games/:sysname/play', async (request, reply) => {
    noStore(reply);
    const nonce = randomBytes(16).toString('base64');
    const mode = modeOf(request.query.mode);
    const game = await gameBySysname(db, request.params.sysname);
    const who = game && mode === 'demo' ? await ownerFor(deps, request, reply) : await whoIs(db, request);
    const locale = gameLocale(request.query.locale, who.user?.locale);
    const engine = game ? engineOf(game) : 'slot';
    // real play needs an account, and so does demo play where the rule pack says so (DE)
    const authRequired = !!game && ((mode === 'real' && !who.user) || (engine !== 'sportsbook' && guestDemoRefused(who.user, mode)));
    // a third-party studio's title: launched (games/providers) and the frame sent on to the studio's page
    if (game && !authRequired && (await providerTitle(db, deps.env, game.sysname))) {
      const { url } = await launchGame(db, deps.env, { sysname: game.sysname, mode, user: who.user, locale, ...launchRequestOf(request, deps.env) });
      return reply.redirect(url, 302);
    }
    const html = gameDocument({
      nonce,
      locale,
      sysname: game?.sysname ?? request.params.sysname.slice(0, 128),
      name: game?.name ?? request.params.sysname.slice(0, 128),
      engine,
      mode,
      authRequired,
      unavailable: !game || engine === 'none' ? 'unavailable' : mode === 'demo' && !game.hasDemo && engine !== 'sportsbook' ? 'noDemo' : undefined,
    });
    return reply
      .code(game ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', gameCsp(nonce))
      .header('x-frame-options', 'SAMEORIGIN')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'same-origin')
      .send(html);
  });

  app.get<{ Querystring: Record<string, string | undefined> }>('/games/fairness', async (request, reply) => {
    noStore(reply);
    const nonce = randomBytes(16).toString('base64');
    const who = await whoIs(db, request);
    const raw = request.query.round ?? '';
    const verification = /^\d{1,18}$/.test(raw) ? await roundVerification(db, BigInt(raw), who.owner) : null;
    return reply
      .code(verification ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', gameCsp(nonce))
      .header('x-content-type-options', 'nosniff')
      .send(fairnessPage(verification, gameLocale(request.query.locale, who.user?.locale)));
  });

  app.get<{ Params: { sysname: string }; Querystring: Record<string, string | undefined> }>('/games/api/:sysname/state', async (request, reply) => {
    noStore(reply);
    if (request.params.sysname === 'sportsbook') return sportsbookState(request);
    const game = await requireGame(deps, request.params.sysname);
    const mode = modeOf(request.query.mode);
    const who = await ownerFor(deps, request, reply);
    if (mode === 'real' && !who.user) throw new PlatformError('AuthorizationException');
    assertGuestMayPlayDemo(who.user, mode);
    const { balance, bonus_balance } = await playBalances(db, { userId: who.user?.uid, key: who.owner }, mode);
    const seed = seedView(await activeSeed(db, who.owner));
    const engine = engineOf(game);
    // blackjack: the hand left open in this game, to finish it
    const open = engine === 'blackjack' ? await openHand(db, who.owner, game.id) : undefined;
    return {
      data: {
        game: { sysname: game.sysname, name: game.name, type: game.type, engine, rtp: game.rtp / 100 },
        mode,
        balance,
        bonus_balance,
        limits: limitsView(balance.currency),
        seed,
        freespins_left: who.user && mode === 'real' ? await freespinsLeft(db, who.user.uid, game.id) : 0,
        ...(engine === 'high_low' && { card: await nextCard(db, who.owner) }),
        ...(engine === 'blackjack' && { hand: open ? await openHandView(open, game, who) : null }),
      },
    };
  });

  app.post<{ Params: { sysname: string } }>('/games/api/:sysname/round', async (request, reply) => {
    noStore(reply);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const game = await requireGame(deps, request.params.sysname);
    const mode = modeOf(body.mode);
    if (engineOf(game) === 'blackjack') {
      const who = await ownerFor(deps, request, reply);
      if (who.user?.banned) throw new PlatformError('UserBannedException');
      assertGuestMayPlayDemo(who.user, mode);
      const hand = await dealHand(db, { owner: who.owner, userId: who.user?.uid ?? null, currency: who.user?.currency, game, mode, bet: body.bet, idempotencyKey: body.idempotency_key, bus });
      return { data: { ...hand, bonus_balance: (await playBalances(db, { userId: who.user?.uid, key: who.owner }, mode)).bonus_balance } };
    }
    const nonce = body.nonce === undefined || body.nonce === null ? undefined : Number(body.nonce);
    const play = async () => {
      // the player from the remembered sessions: the round checks the session with its wallet lock
      const who = await playerFor(deps, request, reply);
      if (who.user?.banned) throw new PlatformError('UserBannedException');
      assertGuestMayPlayDemo(who.user, mode);
      const result = await playRound(db, {
        owner: who.owner,
        userId: who.user?.uid ?? null,
        currency: who.user?.currency,
        rememberedSession: who.remembered,
        game,
        mode,
        bet: body.bet,
        idempotencyKey: body.idempotency_key as string,
        guess: body.guess === 'higher' || body.guess === 'lower' ? body.guess : undefined,
        bets: body.bets,
        nonce: Number.isInteger(nonce) ? nonce : undefined,
        bus,
      });
      return { data: { ...result, ...(engineOf(game) === 'high_low' && { card: await nextCard(db, who.owner) }) } };
    };
    try {
      return await play();
    } catch (error) {
      if (!(error instanceof StaleSession)) throw error;
      // signed out, banned or moved to another currency since it was remembered: resolve it afresh
      sessions.forget(error.idHash);
      return await play();
    }
  });

  // blackjack decisions on an open hand: { round_id, action: hit | stand | double, index }
  app.post<{ Params: { sysname: string } }>('/games/api/:sysname/action', async (request, reply) => {
    noStore(reply);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const game = await requireGame(deps, request.params.sysname);
    if (engineOf(game) !== 'blackjack') throw PlatformError.invalidParameters({ game: ['not_playable'] });
    const who = await ownerFor(deps, request, reply);
    if (who.user?.banned) throw new PlatformError('UserBannedException');
    assertGuestMayPlayDemo(who.user, 'demo'); // a guest's hand is a demo hand
    const hand = await actOnHand(db, { owner: who.owner, userId: who.user?.uid ?? null, currency: who.user?.currency, game, roundId: body.round_id, action: body.action, index: body.index, bus });
    return { data: { ...hand, bonus_balance: (await playBalances(db, { userId: who.user?.uid, key: who.owner }, hand.round.mode)).bonus_balance } };
  });

  async function openHandView(row: RoundRow, game: GameRow, who: Who & { owner: string }) {
    const [pair] = await db.select().from(gameSeeds).where(eq(gameSeeds.id, row.seedId));
    const round = handView(row, game, { serverSeedHash: pair!.serverSeedHash, clientSeed: pair!.clientSeed });
    return { round, actions: await handActions(db, { owner: who.owner, userId: who.user?.uid ?? null }, row) };
  }

  app.post('/games/api/seed', async (request, reply) => {
    noStore(reply);
    const who = await ownerFor(deps, request, reply);
    const body = (request.body ?? {}) as Record<string, unknown>;
    return { data: seedView(await setClientSeed(db, who.owner, body.client_seed)) };
  });

  app.post('/games/api/seed/rotate', async (request, reply) => {
    noStore(reply);
    const who = await ownerFor(deps, request, reply);
    const { revealed, active } = await rotateSeed(db, who.owner);
    return {
      data: {
        revealed: revealed && { server_seed: revealed.serverSeed, server_seed_hash: revealed.serverSeedHash, client_seed: revealed.clientSeed, nonce: revealed.nonce },
        active: seedView(active),
      },
    };
  });

  async function sportsbookState(request: FastifyRequest) {
    const who = await whoIs(db, request);
    const currency = who.user?.currency ?? 'USD';
    return {
      data: {
        events: await openEvents(db),
        limits: limitsView(currency),
        balance: who.user ? await playBalance(db, { userId: who.user.uid, key: who.owner! }, 'real') : null,
        bets: who.user ? await myBets(db, who.user.uid) : null,
      },
    };
  }

  app.post('/games/api/sportsbook/bets', async (request, reply) => {
    noStore(reply);
    const who = await whoIs(db, request);
    if (!who.user) throw new PlatformError('AuthorizationException');
    if (who.user.banned) throw new PlatformError('UserBannedException');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const result = await placeBet(db, { userId: who.user.uid, selections: body.selections, stake: body.stake, idempotencyKey: body.idempotency_key, bus });
    return { data: result };
  });
}

/**
 * The platform's sportsbook settler: settles finished matches and pays winning bets every
 * `everyMs` (and once at start); with `supply` (demo content on) it also keeps a supply of open
 * events. Answers a stop function.
 */
export function startSportsbookSettler(deps: { db: Db; bus: Bus; matchMs: number; supply: boolean; log: { warn(o: object, m: string): void }; once?: RunOnce }, everyMs = 30_000): () => void {
  // one process of the deployment tops up and settles (two topping up at once would double the matches)
  const run = () =>
    (deps.once ?? runHere)('sportsbook', everyMs * 3, () =>
      (deps.supply ? seedSportsbook(deps.db) : Promise.resolve(0)).then(() => settleSportsbook(deps.db, { bus: deps.bus, matchMs: deps.matchMs })),
    ).catch((err: unknown) => deps.log.warn({ err }, 'sportsbook settlement failed'));
  void run();
  const timer = setInterval(() => void run(), everyMs).unref();
  return () => clearInterval(timer);
}

/**
 * POST /api/dev/sportsbook/settle – settles now, for tests and demos: `{ event_id, result }` settles
 * that event with that result (home, draw, away; drawn when omitted), `{}` settles every event
 * past kick-off + SPORTSBOOK_MATCH_MS. Then the bets they decide are paid. Registered like
 * /api/dev/outbox (loopback outside production, or DEV_ROUTES_TOKEN: platform/http/dev-access.ts).
 */
export function registerDevSportsbook(app: FastifyInstance, deps: { db: Db; bus: Bus; matchMs: number }) {
  app.post('/api/dev/sportsbook/settle', async (request, reply) => {
    noStore(reply);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const eventId = body.event_id === undefined ? undefined : Number(body.event_id);
    if (eventId !== undefined && (!Number.isInteger(eventId) || eventId < 1)) throw PlatformError.invalidParameters({ event_id: ['invalid'] });
    const result = body.result === undefined ? undefined : body.result;
    if (result !== undefined && result !== 'home' && result !== 'draw' && result !== 'away') throw PlatformError.invalidParameters({ result: ['invalid'] });
    return { data: await settleSportsbook(deps.db, { bus: deps.bus, matchMs: deps.matchMs, eventId, result }) };
  });
}
