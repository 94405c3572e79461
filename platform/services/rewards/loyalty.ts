import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { LoyaltyNotification, MethodResult } from '@/lib/contract';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../../db/client';
import { characters, loyaltyAccounts, loyaltyEntries, loyaltyLevels, loyaltyNotifications, loyaltyPrograms, loyaltyProducts, users, wheelBalances, wheelCampaigns } from '../../db/schema';
import { newClientSeed, newServerSeed } from '../../games/fair';
import type { SettledRound } from '../round-hooks';
import { mayApply } from '../round-probe';
import { inLocale, localize, textIn } from '../localized';
import { exponentOf } from '../money';
import { balancesOf, withWallet } from '../wallet/ledger';
import { payPrize, prizeOf } from './payout';

export type Program = typeof loyaltyPrograms.$inferSelect;
type Level = typeof loyaltyLevels.$inferSelect;
type Account = typeof loyaltyAccounts.$inferSelect;
type Player = { uid: number; currency: string };

/** A level as the API shows it: its name and perks (each given per locale or one for all) in `locale`. */
const levelView = (l: Level, locale: string) => ({ level: l.level, title: textIn(l.title, locale), threshold: l.threshold, image: l.image, perks: (Array.isArray(l.perks) ? l.perks : []).map((perk) => textIn(perk, locale)) });

/** Notification texts per locale: a notice is written once, a level reached in the player's locale, a purchase in the request's. */
const LEVEL_REACHED: Record<string, (level: number, title: string) => string> = {
  'en-US': (level, title) => `You reached level ${level}: ${title}.`,
  'es-ES': (level, title) => `Has alcanzado el nivel ${level}: ${title}.`,
  'pt-BR': (level, title) => `Você chegou ao nível ${level}: ${title}.`,
  ar: (level, title) => `وصلت إلى المستوى ${level}: ${title}.`,
};
const BOUGHT: Record<string, (title: string, price: number, alias: string) => string> = {
  'en-US': (title, price, alias) => `You bought ${title} for ${price} ${alias}.`,
  'es-ES': (title, price, alias) => `Has comprado ${title} por ${price} ${alias}.`,
  'pt-BR': (title, price, alias) => `Você comprou ${title} por ${price} ${alias}.`,
  ar: (title, price, alias) => `اشتريت ${title} مقابل ${price} ${alias}.`,
};

/** The programme players join: the first active one. */
export async function currentProgram(db: Db): Promise<Program | null> {
  const [row] = await db.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.isActive, true)).orderBy(asc(loyaltyPrograms.priority), asc(loyaltyPrograms.id)).limit(1);
  return row ?? null;
}

async function levelsOf(db: Db, programId: number): Promise<Level[]> {
  return db.select().from(loyaltyLevels).where(eq(loyaltyLevels.programId, programId)).orderBy(asc(loyaltyLevels.level));
}

/** The level a balance of level points reaches (the highest threshold at or under it). */
export function levelFor(levels: readonly Level[], levelPoints: number): Level | null {
  let reached: Level | null = null;
  for (const l of levels) if (l.threshold <= levelPoints) reached = l;
  return reached;
}

const WELCOME: Record<string, (program: string, alias: string) => string> = {
  'en-US': (program, alias) => `Welcome to ${program}: every real bet earns ${alias}.`,
  'es-ES': (program, alias) => `Te damos la bienvenida a ${program}: cada apuesta real te da ${alias}.`,
  'pt-BR': (program, alias) => `Boas-vindas ao ${program}: cada aposta real rende ${alias}.`,
  ar: (program, alias) => `مرحبًا بك في ${program}: كل رهان حقيقي يمنحك ${alias}.`,
};

/** The locale a player's notices are written in (read only when one is written: not on every round). */
export async function playerLocale(tx: Db, userId: number): Promise<string> {
  const [user] = await tx.select({ locale: users.locale }).from(users).where(eq(users.uid, userId));
  return user?.locale ?? 'en-US';
}

/** The welcome notice, written once in the player's locale. */
const welcomeNotification = (userId: number, program: Program, locale: string) => ({
  userId,
  trigger: 'register',
  type: 'info',
  title: program.title,
  message: inLocale(WELCOME, locale)(program.title, textIn(program.pointsAlias, locale)),
});

/** The player's account, created (with a welcome notification) on first use; locked when `lock`. */
async function accountOf(tx: Db, userId: number, program: Program, lock = false): Promise<Account> {
  const created = await tx.insert(loyaltyAccounts).values({ userId, programId: program.id }).onConflictDoNothing().returning();
  if (created.length > 0) await tx.insert(loyaltyNotifications).values(welcomeNotification(userId, program, await playerLocale(tx, userId)));
  const query = tx.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row!;
}

/** loyalty/getinfo: the player's points, level points, level, next level and character; level names, perks and the points' name in `locale`. */
export async function loyaltyInfo(db: Db, uid: number, locale = 'en-US'): Promise<MethodResult<'loyalty/getinfo'>> {
  const program = await currentProgram(db);
  if (!program) throw new PlatformError('AccessDeniedException');
  const account = await db.transaction((tx) => accountOf(tx, uid, program));
  const levels = await levelsOf(db, program.id);
  const current = levelFor(levels, account.levelPoints);
  const next = levels.find((l) => l.threshold > account.levelPoints) ?? null;
  const [user] = await db.select({ characterId: users.characterId }).from(users).where(eq(users.uid, uid));
  const [character] = user?.characterId
    ? await db.select({ id: characters.id, sysname: characters.sysname, name: characters.name, image: characters.image }).from(characters).where(eq(characters.id, user.characterId))
    : [];
  return {
    id: program.id,
    is_active: program.isActive,
    points: account.points,
    level_points: account.levelPoints,
    level: current ? levelView(current, locale) : null,
    next_level: next ? levelView(next, locale) : null,
    character: character ?? null,
    levels: levels.map((l) => levelView(l, locale)),
    pointsAlias: textIn(program.pointsAlias, locale),
    uid,
  };
}

/**
 * Points of a settled real round (per major unit staked), in the round's transaction: spendable
 * and level points both grow; a new level leaves a notification. Idempotent by round id.
 * Answers the notifications written.
 */
/** The round probe's fact: there is a programme to earn points in. */
export const programFact = () => sql`exists (select 1 from ${loyaltyPrograms} where ${loyaltyPrograms.isActive})`;

export async function pointsFromRound(round: SettledRound): Promise<number[]> {
  if (round.isFreespin || !mayApply(round.tx, 'rewards_loyalty')) return [];
  const program = await currentProgram(round.tx);
  if (!program) return [];
  const points = Number((round.stake * BigInt(program.pointsPerUnit)) / 10n ** BigInt(exponentOf(round.currency)));
  if (points <= 0) return [];
  return credit(round.tx, round.userId, program, points, { kind: 'round', reference: `round ${round.roundId}`, key: `round:${round.roundId}:loyalty` });
}

/**
 * Adds points (spendable and level) once per `entry.key`, in the caller's transaction; a level
 * reached leaves a notification. Answers the notifications written.
 */
export async function credit(tx: Db, userId: number, program: Program, points: number, entry: { kind: string; reference: string; key: string }): Promise<number[]> {
  const written = await tx.insert(loyaltyEntries).values({ userId, points, levelPoints: points, kind: entry.kind, reference: entry.reference, idempotencyKey: entry.key }).onConflictDoNothing().returning({ id: loyaltyEntries.id });
  if (written.length === 0) return [];
  // One statement adds the points and answers the account (created on first use: xmax is 0 for an inserted row).
  const [account] = await tx
    .insert(loyaltyAccounts)
    .values({ userId, programId: program.id, points, levelPoints: points })
    .onConflictDoUpdate({
      target: loyaltyAccounts.userId,
      set: { points: sql`${loyaltyAccounts.points} + excluded.points`, levelPoints: sql`${loyaltyAccounts.levelPoints} + excluded.level_points`, updatedAt: new Date() },
    })
    .returning({ level: loyaltyAccounts.level, levelPoints: loyaltyAccounts.levelPoints, created: sql<boolean>`xmax = 0` });
  if (account!.created) await tx.insert(loyaltyNotifications).values(welcomeNotification(userId, program, await playerLocale(tx, userId)));
  const reached = levelFor(await levelsOf(tx, program.id), account!.levelPoints);
  if (!reached || reached.level <= account!.level) return [];
  await tx.update(loyaltyAccounts).set({ level: reached.level }).where(eq(loyaltyAccounts.userId, userId));
  const locale = await playerLocale(tx, userId);
  const title = textIn(reached.title, locale);
  const [note] = await tx
    .insert(loyaltyNotifications)
    .values({ userId, trigger: 'level_up', type: 'credit', amount: reached.level, amountType: 'level', title, message: inLocale(LEVEL_REACHED, locale)(reached.level, title), image: reached.image })
    .returning({ id: loyaltyNotifications.id });
  return [note!.id];
}

/** loyalty/getPrograms and getProgram. */
export async function programs(db: Db, page: { limit: number; offset: number }, locale = 'en-US'): Promise<MethodResult<'loyalty/getPrograms'>> {
  const rows = await db.select().from(loyaltyPrograms).orderBy(asc(loyaltyPrograms.priority), asc(loyaltyPrograms.id)).limit(page.limit).offset(page.offset);
  return Promise.all(rows.map((p) => programView(db, p, locale)));
}

export async function program(db: Db, sysname: string, locale = 'en-US'): Promise<MethodResult<'loyalty/getProgram'>> {
  const [row] = await db.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.sysname, sysname));
  if (!row) throw PlatformError.invalidParameters({ sysname: ['not_found'] });
  return programView(db, row, locale);
}

/** A programme with its levels; its description's texts and the points' name given per locale answer in `locale`. */
async function programView(db: Db, p: Program, locale: string) {
  return {
    id: p.id,
    sysname: p.sysname,
    title: p.title,
    description: localize(p.description, locale),
    pointsAlias: textIn(p.pointsAlias, locale),
    points_per_unit: p.pointsPerUnit,
    is_active: p.isActive,
    levels: (await levelsOf(db, p.id)).map((l) => levelView(l, locale)),
  };
}

/** loyalty/getproducts: the shop of the current programme, titles and descriptions in `locale`. */
export async function products(db: Db, locale = 'en-US'): Promise<MethodResult<'loyalty/getproducts'>> {
  const p = await currentProgram(db);
  if (!p) return [];
  const rows = await db.select().from(loyaltyProducts).where(eq(loyaltyProducts.programId, p.id)).orderBy(asc(loyaltyProducts.priority), asc(loyaltyProducts.id));
  return rows.map((r) => ({
    id: r.id,
    sysname: r.sysname,
    title: textIn(r.title, locale),
    description: textIn(r.description, locale),
    image: r.image,
    price: r.price,
    reward_type: r.rewardType,
    reward: r.reward,
    min_level: r.minLevel,
  }));
}

/** The currency of a shop product's amounts unless its reward names one (`reward.currency`). */
export const SHOP_CURRENCY = 'USD';

/**
 * loyalty/buyproduct: spends `price` spendable points (never level points) and delivers the
 * product, all in one transaction with the wallet and the loyalty account locked: a purchase
 * the points cannot cover writes nothing, and parallel purchases take turns. The purchase's
 * notification is written in `locale`; free spins keep the title per locale. Money, bonus and
 * free-spin bet amounts (SHOP_CURRENCY) are paid converted into the player's currency (payPrize).
 */
export async function buyProduct(db: Db, player: Player, productId: number, locale = 'en-US') {
  const p = await currentProgram(db);
  if (!p) throw new PlatformError('AccessDeniedException');
  const [product] = await db.select().from(loyaltyProducts).where(and(eq(loyaltyProducts.id, productId), eq(loyaltyProducts.programId, p.id)));
  if (!product) throw PlatformError.invalidParameters({ id: ['not_found'] });
  return withWallet(db, player.uid, player.currency, async (tx, wallet) => {
    const account = await accountOf(tx, player.uid, p, true);
    if (account.level < product.minLevel) throw PlatformError.invalidParameters({ id: ['level_too_low'] });
    if (account.points < product.price) throw PlatformError.invalidParameters({ id: ['insufficient_points'] });
    const [entry] = await tx
      .insert(loyaltyEntries)
      .values({ userId: player.uid, points: -product.price, levelPoints: 0, kind: 'purchase', reference: product.sysname })
      .returning({ id: loyaltyEntries.id });
    await tx.update(loyaltyAccounts).set({ points: account.points - product.price, updatedAt: new Date() }).where(eq(loyaltyAccounts.userId, player.uid));
    let after = wallet;
    if (product.rewardType === 'wheel_spins') {
      const [campaign] = await tx.select().from(wheelCampaigns).where(eq(wheelCampaigns.sysname, String(product.reward.campaign ?? '')));
      if (!campaign) throw PlatformError.invalidParameters({ id: ['not_available'] });
      await tx.insert(wheelBalances).values({ campaignId: campaign.id, userId: player.uid, serverSeed: newServerSeed(), clientSeed: newClientSeed() }).onConflictDoNothing();
      const [held] = await tx.select().from(wheelBalances).where(and(eq(wheelBalances.campaignId, campaign.id), eq(wheelBalances.userId, player.uid))).for('update');
      await tx
        .update(wheelBalances)
        .set({ spins: held!.spins + Number(product.reward.count ?? 1) })
        .where(and(eq(wheelBalances.campaignId, campaign.id), eq(wheelBalances.userId, player.uid)));
    } else {
      const prize = prizeOf({ ...product.reward, type: product.rewardType });
      if (!prize) throw PlatformError.invalidParameters({ id: ['not_available'] });
      const currency = typeof product.reward.currency === 'string' ? product.reward.currency : SHOP_CURRENCY;
      after = await payPrize({ tx, userId: player.uid, wallet, source: 'loyalty', title: product.title, key: `loyalty:purchase:${entry!.id}`, currency }, prize);
    }
    const title = textIn(product.title, locale);
    await tx.insert(loyaltyNotifications).values({
      userId: player.uid,
      trigger: 'purchase',
      type: 'debit',
      amount: product.price,
      amountType: 'points',
      title,
      message: inLocale(BOUGHT, locale)(title, product.price, textIn(p.pointsAlias, locale)),
      image: product.image,
    });
    return {
      wallet: after,
      result: { product_id: product.id, points: account.points - product.price, level_points: account.levelPoints, balances: after === wallet ? null : balancesOf(after) },
    };
  });
}

/** loyalty/setcharacter: the player's character (one of the listed ones). */
export async function setCharacter(db: Db, uid: number, id: number): Promise<1> {
  const [row] = await db.select({ id: characters.id }).from(characters).where(eq(characters.id, id));
  if (!row) throw PlatformError.invalidParameters({ id: ['not_found'] });
  await db.update(users).set({ characterId: id }).where(eq(users.uid, uid));
  return 1;
}

const notificationView = (n: typeof loyaltyNotifications.$inferSelect): LoyaltyNotification => ({
  id: n.id,
  trigger: n.trigger,
  type: n.type,
  amount: n.amount,
  amountType: n.amountType,
  title: n.title,
  message: n.message,
  image: n.image,
  created_at: n.createdAt.toISOString(),
});

/** loyalty/getnotifications: the notices not handed out yet, oldest first; each is handed out once. */
export async function takeNotifications(db: Db, uid: number): Promise<LoyaltyNotification[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(loyaltyNotifications)
      .set({ deliveredAt: new Date() })
      .where(and(eq(loyaltyNotifications.userId, uid), isNull(loyaltyNotifications.deliveredAt)))
      .returning();
    return rows.sort((a, b) => a.id - b.id).map(notificationView);
  });
}

/**
 * Notifications by id for the socket push after a round commits, with their players. Not marked
 * handed out: a push reaches only the sockets open at that moment (none, when the player's page is
 * still connecting), so a notice stays in the list until a browser takes it (the notifier takes the
 * list when a push arrives, and on its other occasions).
 */
export async function notificationsToPush(db: Db, ids: number[]): Promise<Array<{ userId: number; view: LoyaltyNotification }>> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(loyaltyNotifications)
    .where(and(inArray(loyaltyNotifications.id, ids), isNull(loyaltyNotifications.deliveredAt)));
  return rows.sort((a, b) => a.id - b.id).map((r) => ({ userId: r.userId, view: notificationView(r) }));
}
