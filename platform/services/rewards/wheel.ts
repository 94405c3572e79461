import { and, asc, desc, eq, gt, inArray, isNull, lte, sql, type SQLWrapper } from 'drizzle-orm';
import type { MethodResult, WheelReward } from '@/lib/contract';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../../db/client';
import { users, wheelBalances, wheelCampaigns, wheelQuestProgress, wheelQuests, wheelSectors, wheelSpins } from '../../db/schema';
import { hashSeed, newClientSeed, newServerSeed } from '../../games/fair';
import type { SettledRound } from '../round-hooks';
import { mayApply } from '../round-probe';
import { localize, localizeDeep, textIn, type LocalizedText } from '../localized';
import { toMoney } from '../money';
import { WHEEL_LEDGER } from '../protection/usage';
import { post, withWallet, type WalletRow } from '../wallet/ledger';
import { outsideRoundPlay } from './outside-round-hooks';
import { convertible, convertMinor } from './currency';
import { displayName } from './display-name';
import { payPrize, prizeOf } from './payout';
import { drawSector } from './wheel-draw';

type Campaign = typeof wheelCampaigns.$inferSelect;
type Sector = typeof wheelSectors.$inferSelect;
type Player = { uid: number; currency: string };

const running = (now: Date) => and(lte(wheelCampaigns.startAt, now), gt(wheelCampaigns.endAt, now));

/** A sector's reward as the API shows it (amounts in major units; labels given per locale in `locale`). */
export function rewardView(type: Sector['rewardType'], stored: Record<string, unknown>, currency: string, locale = 'en-US'): WheelReward {
  const reward = localizeDeep(stored, locale);
  const title = typeof reward.title === 'string' ? reward.title : type;
  const view: WheelReward = { ...reward, type, title };
  if (typeof reward.amount === 'number') view.amount = toMoney(reward.amount, currency);
  // a campaign sector stores its parts without `type` (`bonus: { amount, wager }`, `freespins: { game, count, bet }`)
  const part = (value: unknown, partType: 'bonus' | 'freespins') => (value && typeof value === 'object' ? prizeOf({ ...(value as Record<string, unknown>), type: partType }) : null);
  const bonus = part(reward.bonus, 'bonus');
  if (bonus?.type === 'bonus') view.bonus = { amount: toMoney(bonus.amount, currency), wager: bonus.wager ?? 0 };
  const spins = part(reward.freespins, 'freespins');
  if (spins?.type === 'freespins') view.freespins = { game: spins.game, count: spins.count, bet: toMoney(spins.bet, currency) };
  return view;
}

/**
 * What a spin's prize is called where the player sees it (a bonus, a free-spins pack; the ledger
 * keeps en-US): `{campaign}: {sector}`, per locale when either is given per locale.
 */
function prizeTitle(campaign: LocalizedText, sector: unknown, fallback: string): LocalizedText {
  const locales = [campaign, sector].flatMap((text) => (text && typeof text === 'object' ? Object.keys(text) : []));
  const title = (locale?: string) => `${textIn(campaign, locale)}: ${textIn(sector, locale) || fallback}`;
  return locales.length === 0 ? title() : Object.fromEntries([...new Set(['en-US', ...locales])].map((locale) => [locale, title(locale)]));
}

async function campaignOf(db: Db, id: number, opts: { running?: boolean } = {}): Promise<Campaign> {
  const [row] = await db.select().from(wheelCampaigns).where(eq(wheelCampaigns.id, id));
  if (!row) throw PlatformError.invalidParameters({ campaign_id: ['not_found'] });
  if (opts.running) {
    const now = new Date();
    if (row.startAt > now || row.endAt <= now) throw PlatformError.invalidParameters({ campaign_id: ['not_running'] });
  }
  return row;
}

async function sectorsOf(db: Db, campaignId: number): Promise<Sector[]> {
  return db.select().from(wheelSectors).where(eq(wheelSectors.campaignId, campaignId)).orderBy(asc(wheelSectors.position));
}

/** The player's balance row of a campaign, created with a fresh seed pair on first use; `lock` holds it for the transaction. */
async function balanceRow(tx: Db, campaignId: number, userId: number, { lock }: { lock: boolean }) {
  await tx.insert(wheelBalances).values({ campaignId, userId, serverSeed: newServerSeed(), clientSeed: newClientSeed() }).onConflictDoNothing();
  const query = tx.select().from(wheelBalances).where(and(eq(wheelBalances.campaignId, campaignId), eq(wheelBalances.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row!;
}

const lockBalance = (tx: Db, campaignId: number, userId: number) => balanceRow(tx, campaignId, userId, { lock: true });

/**
 * The price of one spin as the player pays it: converted into the player's currency at the
 * platform's rates, rounded up to a whole minor unit (the campaign's own currency for a visitor, or
 * when the player's currency has no rate: buySpin refuses that player with `currency_mismatch`).
 */
function spinPriceMinor(campaign: Campaign, currency: string): bigint | null {
  return convertMinor(campaign.spinPrice, campaign.currency, currency, 'up');
}

function priceFor(campaign: Campaign, player: Player | null) {
  const minor = player ? spinPriceMinor(campaign, player.currency) : null;
  return minor === null ? toMoney(campaign.spinPrice, campaign.currency) : toMoney(minor, player!.currency);
}

/** wheel/campaignsGet: running campaigns, the current (first) one by priority, with the player's spins; names and descriptions in `locale`. */
export async function listCampaigns(db: Db, player: Player | null, locale = 'en-US'): Promise<MethodResult<'wheel/campaignsGet'>> {
  const rows = await db.select().from(wheelCampaigns).where(running(new Date())).orderBy(asc(wheelCampaigns.priority), asc(wheelCampaigns.id));
  const held = player
    ? await db.select({ campaignId: wheelBalances.campaignId, spins: wheelBalances.spins }).from(wheelBalances).where(eq(wheelBalances.userId, player.uid))
    : [];
  const spins = new Map(held.map((h) => [h.campaignId, h.spins]));
  return rows.map((c) => ({
    id: c.id,
    sysname: c.sysname,
    title: textIn(c.title, locale),
    description: localize(c.description, locale),
    start_at: c.startAt.toISOString(),
    end_at: c.endAt.toISOString(),
    spin_balance: spins.get(c.id) ?? 0,
    spin_price: priceFor(c, player),
    /** The currency of the campaign's own amounts (quest targets, sector rewards); `spin_price` is in the player's. */
    currency: c.currency,
    config: { winnersType: c.config.winnersType === 'all' ? 'all' : 'public', controls: (c.config.controls as Record<string, string>) ?? {} },
  }));
}

/** wheel/wheelInfoGet: the sectors with their chance, and the commitment of the player's next spin. */
export async function wheelInfo(db: Db, campaignId: number, player: Player | null, locale = 'en-US'): Promise<MethodResult<'wheel/wheelInfoGet'>> {
  const campaign = await campaignOf(db, campaignId);
  const sectors = await sectorsOf(db, campaignId);
  const total = sectors.reduce((sum, s) => sum + s.weight, 0) || 1;
  let fair = null;
  if (player) {
    // the next spin's seed is committed (its hash shown) from the first look; reading takes no lock
    const balance = await balanceRow(db, campaignId, player.uid, { lock: false });
    fair = { server_seed_hash: hashSeed(balance.serverSeed), client_seed: balance.clientSeed, nonce: balance.nonce };
  }
  return {
    campaign_id: campaign.id,
    sectors: sectors.map((s) => ({ id: s.id, position: s.position, chance: s.weight / total, reward: rewardView(s.rewardType, s.reward, campaign.currency, locale) })),
    fair,
  };
}

/** wheel/wheelRewardsGet: the gifts a wheel can give (non-empty sectors), likeliest first. */
export async function wheelGifts(db: Db, campaignId: number, locale = 'en-US'): Promise<MethodResult<'wheel/wheelRewardsGet'>> {
  const info = await wheelInfo(db, campaignId, null, locale);
  return info.sectors
    .filter((s) => s.reward.type !== 'empty')
    .sort((a, b) => b.chance - a.chance)
    .map((s) => ({ reward: s.reward, chance: s.chance }));
}

/**
 * wheel/wheelSpinResults: `user` the player's spins (with their revealed seeds), `public` the
 * winners (non-empty rewards), `all` every spin, newest first.
 */
export async function spinResults(
  db: Db,
  params: { campaign_id: number; count: number; offset: number; scope: 'all' | 'user' | 'public' },
  player: Player | null,
  locale = 'en-US',
): Promise<MethodResult<'wheel/wheelSpinResults'>> {
  const campaign = await campaignOf(db, params.campaign_id);
  if (params.scope === 'user' && !player) throw new PlatformError('AccessDeniedException');
  const where = and(
    eq(wheelSpins.campaignId, campaign.id),
    params.scope === 'user' ? eq(wheelSpins.userId, player!.uid) : undefined,
    params.scope === 'public' ? sql`${wheelSpins.rewardType} not in ('empty', 'respin')` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ spin: wheelSpins, fakename: users.fakename })
      .from(wheelSpins)
      .innerJoin(users, eq(users.uid, wheelSpins.userId))
      .where(where)
      .orderBy(desc(wheelSpins.id))
      .limit(params.count)
      .offset(params.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(wheelSpins).where(where),
  ]);
  return {
    count: Number(total?.n ?? 0),
    items: rows.map(({ spin, fakename }) => ({
      id: spin.id.toString(),
      campaign_id: spin.campaignId,
      fakename: displayName(spin.userId, fakename),
      position: spin.position,
      reward: rewardView(spin.rewardType as Sector['rewardType'], spin.reward, campaign.currency, locale),
      created_at: spin.createdAt.toISOString(),
      ...(player?.uid === spin.userId && {
        fair: { server_seed: spin.serverSeed, server_seed_hash: spin.serverSeedHash, client_seed: spin.clientSeed, nonce: spin.nonce },
      }),
    })),
  };
}

/**
 * wheel/buySpin: `spins_amount` spins at the campaign's price (converted into the player's
 * currency, see spinPriceMinor), paid from the main balance through
 * the ledger. Buying spins with money is play: player protection refuses it as it refuses a round
 * (exclusion, reality check waiting, session limit) and refuses a price that would pass the wager
 * or loss limit; the price counts toward both like a stake (usage.ts). The check runs in the
 * debit's transaction with the wallet locked, so parallel buys take turns and never pass a limit.
 * `signed_out` (NL): the purchase brought a wager or loss limit to 100 % and every session of the
 * player ended, as a round's answer says.
 */
export async function buySpins(db: Db, player: Player, campaignId: number, amount: number) {
  const campaign = await campaignOf(db, campaignId, { running: true });
  const unit = spinPriceMinor(campaign, player.currency);
  if (unit === null) throw PlatformError.invalidParameters({ campaign_id: ['currency_mismatch'] });
  return withWallet(db, player.uid, player.currency, async (tx, wallet) => {
    const price = unit * BigInt(amount);
    await outsideRoundPlay().check(tx, player.uid, player.currency, price);
    const after = await post(tx, wallet, [{ balance: 'main', amount: -price, kind: WHEEL_LEDGER.stake, reference: `wheel ${campaign.sysname} x${amount}` }]);
    const balance = await lockBalance(tx, campaignId, player.uid);
    const [row] = await tx
      .update(wheelBalances)
      .set({ spins: balance.spins + amount })
      .where(and(eq(wheelBalances.campaignId, campaignId), eq(wheelBalances.userId, player.uid)))
      .returning();
    const signedOut = await outsideRoundPlay().after(tx, player.uid, player.currency);
    return {
      wallet: after,
      result: { campaign_id: campaignId, spin_balance: row!.spins, paid: toMoney(price, player.currency), ...(signedOut && { signed_out: signedOut }) },
    };
  });
}

/**
 * wheel/spinWheel: uses one spin. The sector follows from the committed seed pair and nonce; the
 * spin is recorded with the seed (now revealed), a new seed is committed for the next spin, and
 * the reward is paid in the same transaction (money through the ledger, bonus and free spins
 * through the prize payer, a respin back onto the balance). The wallet is locked first, as every
 * path that touches both does, so concurrent buys and spins take turns. A spin stakes nothing (a
 * bought one was counted at the purchase, a granted one is free) but is play all the same: refused
 * while protection refuses play (exclusion, reality check waiting, session limit, a limit already
 * passed); a cash prize counts as won against the loss limit (usage.ts).
 */
export async function spin(db: Db, player: Player & { fakename?: string }, campaignId: number, locale = 'en-US') {
  const campaign = await campaignOf(db, campaignId, { running: true });
  const sectors = await sectorsOf(db, campaignId);
  if (sectors.length === 0) throw PlatformError.invalidParameters({ campaign_id: ['no_wheel'] });
  // prizes are paid converted into the player's currency; a currency without a rate cannot be paid
  if (!convertible(campaign.currency, player.currency)) throw PlatformError.invalidParameters({ campaign_id: ['currency_mismatch'] });
  return withWallet(db, player.uid, player.currency, async (tx, wallet) => {
    // protection's state row before the wheel balance: the order a round's quests take them in
    await outsideRoundPlay().check(tx, player.uid, player.currency, 0n);
    const balance = await lockBalance(tx, campaignId, player.uid);
    if (balance.spins < 1) throw PlatformError.invalidParameters({ campaign_id: ['no_spins'] });
    const inputs = { serverSeed: balance.serverSeed, clientSeed: balance.clientSeed, nonce: balance.nonce };
    const sector = drawSector(sectors, inputs);
    const [row] = await tx
      .insert(wheelSpins)
      .values({
        campaignId,
        userId: player.uid,
        sectorId: sector.id,
        position: sector.position,
        rewardType: sector.rewardType,
        reward: sector.reward,
        serverSeed: balance.serverSeed,
        serverSeedHash: hashSeed(balance.serverSeed),
        clientSeed: balance.clientSeed,
        nonce: balance.nonce,
      })
      .returning();
    const nextSeed = newServerSeed();
    const spins = balance.spins - 1 + (sector.rewardType === 'respin' ? 1 : 0);
    await tx
      .update(wheelBalances)
      .set({ spins, serverSeed: nextSeed, nonce: balance.nonce + 1 })
      .where(and(eq(wheelBalances.campaignId, campaignId), eq(wheelBalances.userId, player.uid)));
    const title = prizeTitle(campaign.title, sector.reward.title, sector.rewardType);
    // a money prize's entry is `{source}_prize`: `wheel_prize`, which protection counts as won (WHEEL_LEDGER.win)
    const target = { tx, userId: player.uid, wallet, source: 'wheel', title, key: `wheel:spin:${row!.id}`, currency: campaign.currency };
    let after: WalletRow = wallet;
    if (sector.rewardType === 'money') {
      const prize = prizeOf({ type: 'money', amount: sector.reward.amount });
      if (prize) after = await payPrize(target, prize);
    } else if (sector.rewardType === 'campaign') {
      const parts = [
        { ...(sector.reward.bonus as Record<string, unknown> | undefined), type: 'bonus' },
        { ...(sector.reward.freespins as Record<string, unknown> | undefined), type: 'freespins' },
      ];
      for (const prize of parts.map(prizeOf)) if (prize) after = await payPrize({ ...target, wallet: after }, prize);
    }
    const [user] = await tx.select({ fakename: users.fakename }).from(users).where(eq(users.uid, player.uid));
    return {
      wallet: after,
      changedWallet: after !== wallet,
      result: {
        spin: {
          id: row!.id.toString(),
          campaign_id: campaignId,
          fakename: displayName(player.uid, user?.fakename),
          position: sector.position,
          reward: rewardView(sector.rewardType, sector.reward, campaign.currency, locale),
          created_at: row!.createdAt.toISOString(),
          fair: { server_seed: row!.serverSeed, server_seed_hash: row!.serverSeedHash, client_seed: row!.clientSeed, nonce: row!.nonce },
        },
        spin_balance: spins,
        next: { server_seed_hash: hashSeed(nextSeed), client_seed: balance.clientSeed, nonce: balance.nonce + 1 },
      },
    };
  });
}

/** wheel/campaignsQuestsGet: a campaign's quests (texts in `locale`) with the player's progress (major units for money targets). */
export async function questsOf(db: Db, campaignId: number, player: Player | null, locale = 'en-US'): Promise<MethodResult<'wheel/campaignsQuestsGet'>> {
  const campaign = await campaignOf(db, campaignId);
  const rows = await db
    .select({ quest: wheelQuests, progress: wheelQuestProgress.progress, completedAt: wheelQuestProgress.completedAt })
    .from(wheelQuests)
    .leftJoin(wheelQuestProgress, and(eq(wheelQuestProgress.questId, wheelQuests.id), eq(wheelQuestProgress.userId, player?.uid ?? -1)))
    .where(eq(wheelQuests.campaignId, campaignId))
    .orderBy(asc(wheelQuests.priority), asc(wheelQuests.id));
  const amount = (kind: string, minor: bigint) => (kind === 'rounds' ? Number(minor) : toMoney(minor, campaign.currency).amount);
  return rows.map(({ quest, progress, completedAt }) => ({
    id: quest.id,
    campaign_id: quest.campaignId,
    sysname: quest.sysname,
    title: textIn(quest.title, locale),
    description: textIn(quest.description, locale),
    kind: quest.kind,
    target: amount(quest.kind, quest.target),
    progress: amount(quest.kind, progress ?? 0n),
    spins: quest.spins,
    completed: completedAt !== null && completedAt !== undefined,
  }));
}

/** wheel/campaignsQuestsInfo: quests of running campaigns, how many the player completed, spins earned. */
export async function questsInfo(db: Db, player: Player | null): Promise<MethodResult<'wheel/campaignsQuestsInfo'>> {
  const quests = await db.select().from(wheelQuests).innerJoin(wheelCampaigns, eq(wheelCampaigns.id, wheelQuests.campaignId)).where(running(new Date()));
  if (!player || quests.length === 0) return { total: quests.length, completed: 0, spins_earned: 0 };
  const done = await db
    .select({ spins: wheelQuests.spins })
    .from(wheelQuestProgress)
    .innerJoin(wheelQuests, eq(wheelQuests.id, wheelQuestProgress.questId))
    .where(and(eq(wheelQuestProgress.userId, player.uid), inArray(wheelQuests.id, quests.map((q) => q.wheel_quests.id)), sql`${wheelQuestProgress.completedAt} is not null`));
  return { total: quests.length, completed: done.length, spins_earned: done.reduce((sum, d) => sum + d.spins, 0) };
}

/** wheel/campaignsInfo: running campaigns, the player's spins across them and quest totals. */
export async function campaignsInfo(db: Db, player: Player | null): Promise<MethodResult<'wheel/campaignsInfo'>> {
  const campaigns = await listCampaigns(db, player);
  const quests = await questsInfo(db, player);
  return { campaigns: campaigns.length, spin_balance: campaigns.reduce((sum, c) => sum + c.spin_balance, 0), quests_total: quests.total, quests_completed: quests.completed };
}

/**
 * Adds to the player's quests of running campaigns (the caller's transaction, wallet locked);
 * a quest that reaches its target is completed once and its spins added to the campaign balance.
 * Money (`wager`, `deposit`) is counted converted from `currency` into the campaign's currency at the
 * platform's rates (rounded down); a currency without a rate moves no money quest. Rounds count in
 * every currency. Answers the quests completed now.
 */
async function advanceQuests(tx: Db, userId: number, currency: string, changes: Array<{ kind: 'wager' | 'rounds' | 'deposit'; add: bigint }>): Promise<number[]> {
  const kinds = changes.filter((k) => k.add > 0n);
  if (kinds.length === 0) return [];
  const now = new Date();
  const quests = await tx
    .select({ quest: wheelQuests, currency: wheelCampaigns.currency })
    .from(wheelQuests)
    .innerJoin(wheelCampaigns, eq(wheelCampaigns.id, wheelQuests.campaignId))
    .where(and(running(now), inArray(wheelQuests.kind, kinds.map((k) => k.kind))));
  const completed: number[] = [];
  for (const { quest, currency: campaignCurrency } of quests) {
    const raw = kinds.find((k) => k.kind === quest.kind)!.add;
    const add = quest.kind === 'rounds' ? raw : (convertMinor(raw, currency, campaignCurrency) ?? 0n);
    if (add <= 0n) continue;
    // One statement per quest: the progress row is created or advanced (capped at the target) while
    // the quest is open; it answers a row only when it moved, with completed_at = now when this change completed it.
    const [moved] = await tx
      .insert(wheelQuestProgress)
      .values({ questId: quest.id, userId, progress: add < quest.target ? add : quest.target, completedAt: add >= quest.target ? now : null })
      .onConflictDoUpdate({
        target: [wheelQuestProgress.questId, wheelQuestProgress.userId],
        set: {
          progress: sql`least(${wheelQuestProgress.progress} + ${add}, ${quest.target})`,
          completedAt: sql`case when ${wheelQuestProgress.progress} + ${add} >= ${quest.target} then ${now.toISOString()}::timestamptz else null end`,
        },
        setWhere: isNull(wheelQuestProgress.completedAt),
      })
      .returning({ completedAt: wheelQuestProgress.completedAt });
    if (!moved?.completedAt) continue;
    const balance = await lockBalance(tx, quest.campaignId, userId);
    await tx
      .update(wheelBalances)
      .set({ spins: balance.spins + quest.spins })
      .where(and(eq(wheelBalances.campaignId, quest.campaignId), eq(wheelBalances.userId, userId)));
    completed.push(quest.id);
  }
  return completed;
}

/** The round probe's fact: a running campaign has a wager or rounds quest. */
export const questsFact = (now: SQLWrapper) =>
  sql`exists (select 1 from ${wheelQuests} join ${wheelCampaigns} on ${wheelCampaigns.id} = ${wheelQuests.campaignId}
    where ${wheelCampaigns.startAt} <= ${now}::timestamptz and ${wheelCampaigns.endAt} > ${now}::timestamptz and ${wheelQuests.kind} in ('wager', 'rounds'))`;

/** Wager and rounds quests from a settled real round (free spins staked nothing and count as rounds only). */
export async function questsFromRound(round: SettledRound): Promise<number[]> {
  if (!mayApply(round.tx, 'rewards_wheel_quests')) return [];
  return advanceQuests(round.tx, round.userId, round.currency, [
    { kind: 'wager', add: round.isFreespin ? 0n : round.stake },
    { kind: 'rounds', add: 1n },
  ]);
}

/**
 * Deposit quests from a credited deposit (the deposit's own transaction, wallet locked), its amount
 * in `currency` (the player's currency when not given).
 */
export async function questsFromDeposit(tx: Db, userId: number, amount: bigint, currency?: string): Promise<number[]> {
  if (amount <= 0n) return [];
  const from = currency ?? (await tx.select({ currency: users.currency }).from(users).where(eq(users.uid, userId)))[0]?.currency ?? 'USD';
  return advanceQuests(tx, userId, from, [{ kind: 'deposit', add: amount }]);
}

