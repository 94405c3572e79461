import { and, asc, eq, inArray, isNull, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { MethodResult } from '@/lib/contract';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../../db/client';
import { loyaltyNotifications, loyaltyPrograms, loyaltyQuestProgress, loyaltyQuests } from '../../db/schema';
import { inLocale, textIn } from '../localized';
import { toMoney } from '../money';
import type { SettledRound } from '../round-hooks';
import { mayApply } from '../round-probe';
import { credit, currentProgram, playerLocale, type Program } from './loyalty';

type Quest = typeof loyaltyQuests.$inferSelect;
type Kind = Quest['kind'];
type Player = { uid: number };

/** The start of the quest's current period (UTC): the day, ISO week or month; the epoch for a quest without period. */
const periodStart = (now: Date) => sql`coalesce(date_trunc(${loyaltyQuests.period}, ${now.toISOString()}::timestamptz, 'UTC'), 'epoch'::timestamptz)`;
const epochMs = (value: ReturnType<typeof sql>) => sql<number | null>`(extract(epoch from ${value}) * 1000)::float8`;

/** The programme players join (the first active one), as a subquery. */
const currentProgramId = sql`(select ${loyaltyPrograms.id} from ${loyaltyPrograms} where ${loyaltyPrograms.isActive} order by ${loyaltyPrograms.priority}, ${loyaltyPrograms.id} limit 1)`;

const COMPLETED: Record<string, (points: number, alias: string) => string> = {
  'en-US': (points, alias) => `Quest complete: ${points} ${alias} are yours.`,
  'es-ES': (points, alias) => `Misión cumplida: has ganado ${points} ${alias}.`,
  'pt-BR': (points, alias) => `Missão concluída: você ganhou ${points} ${alias}.`,
  ar: (points, alias) => `اكتملت المهمة: حصلت على ${points} ${alias}.`,
};

/**
 * Adds to the player's open quests of the current programme, in the caller's transaction (the
 * wallet locked, so a player's rounds and deposits take turns). One read finds the quests of these
 * kinds not yet completed in their current period; each then costs one upsert, capped at the
 * target, that answers completed_at only when this change completed it. A completed quest credits
 * its points once (keyed by quest, player and period) through the loyalty credit path and leaves a
 * notification. Answers the notifications written.
 */
async function advance(tx: Db, userId: number, currency: string, changes: Array<{ kind: Kind; add: bigint }>): Promise<number[]> {
  const kinds = changes.filter((c) => c.add > 0n);
  if (kinds.length === 0) return [];
  const now = new Date();
  const start = periodStart(now);
  const open = await tx
    .select({ quest: loyaltyQuests, program: loyaltyPrograms, periodStart: epochMs(start) })
    .from(loyaltyQuests)
    .innerJoin(loyaltyPrograms, eq(loyaltyPrograms.id, loyaltyQuests.programId))
    .leftJoin(loyaltyQuestProgress, and(eq(loyaltyQuestProgress.questId, loyaltyQuests.id), eq(loyaltyQuestProgress.userId, userId), eq(loyaltyQuestProgress.periodStart, start)))
    .where(
      and(
        eq(loyaltyQuests.programId, currentProgramId),
        eq(loyaltyQuests.isActive, true),
        inArray(loyaltyQuests.kind, kinds.map((k) => k.kind)),
        or(eq(loyaltyQuests.kind, 'rounds'), eq(loyaltyQuests.currency, currency)),
        isNull(loyaltyQuestProgress.completedAt),
      ),
    );
  const notes: number[] = [];
  for (const { quest, program, periodStart: startMs } of open) {
    const add = kinds.find((k) => k.kind === quest.kind)!.add;
    const from = new Date(startMs ?? 0);
    const done = add >= quest.target;
    const [moved] = await tx
      .insert(loyaltyQuestProgress)
      .values({ questId: quest.id, userId, periodStart: from, progress: done ? quest.target : add, completedAt: done ? now : null })
      .onConflictDoUpdate({
        target: [loyaltyQuestProgress.questId, loyaltyQuestProgress.userId, loyaltyQuestProgress.periodStart],
        set: {
          progress: sql`least(${loyaltyQuestProgress.progress} + ${add}, ${quest.target})`,
          completedAt: sql`case when ${loyaltyQuestProgress.progress} + ${add} >= ${quest.target} then ${now.toISOString()}::timestamptz else null end`,
        },
        setWhere: isNull(loyaltyQuestProgress.completedAt),
      })
      .returning({ completedAt: loyaltyQuestProgress.completedAt });
    if (moved?.completedAt) notes.push(...(await reward(tx, userId, program, quest, from)));
  }
  return notes;
}

/** A completed quest's points (once per period) and its notification in the player's locale. */
async function reward(tx: Db, userId: number, program: Program, quest: Quest, from: Date): Promise<number[]> {
  const locale = await playerLocale(tx, userId);
  const message = inLocale(COMPLETED, locale)(quest.rewardPoints, textIn(program.pointsAlias, locale));
  const [note] = await tx
    .insert(loyaltyNotifications)
    .values({ userId, trigger: 'quest', type: 'credit', amount: quest.rewardPoints, amountType: 'points', title: textIn(quest.title, locale), message })
    .returning({ id: loyaltyNotifications.id });
  const levelNotes = await credit(tx, userId, program, quest.rewardPoints, { kind: 'quest', reference: `quest ${quest.sysname}`, key: `quest:${quest.id}:${userId}:${from.toISOString()}` });
  return [note!.id, ...levelNotes];
}

/** The round probe's fact: the current programme has an active wager or rounds quest a round in `currency` can advance. */
export const questsFact = (currency: SQLWrapper) =>
  sql`exists (select 1 from ${loyaltyQuests} where ${loyaltyQuests.programId} = ${currentProgramId} and ${loyaltyQuests.isActive}
    and (${loyaltyQuests.kind} = 'rounds' or (${loyaltyQuests.kind} = 'wager' and ${loyaltyQuests.currency} = ${currency})))`;

/** Wager and rounds quests from a settled real round (a free spin staked nothing and counts as a round only). */
export async function questsFromRound(round: SettledRound): Promise<number[]> {
  if (!mayApply(round.tx, 'rewards_loyalty_quests')) return [];
  return advance(round.tx, round.userId, round.currency, [
    { kind: 'wager', add: round.isFreespin ? 0n : round.stake },
    { kind: 'rounds', add: 1n },
  ]);
}

/** Deposit quests from a credited deposit (the deposit's own transaction, wallet locked). */
export function questsFromDeposit(tx: Db, userId: number, currency: string, amount: bigint): Promise<number[]> {
  return advance(tx, userId, currency, [{ kind: 'deposit', add: amount }]);
}

/**
 * loyalty/getquests: the quests of a programme (the current one unless `sysname` names another),
 * in `locale`, with the player's progress in the current period (null for a visitor).
 */
export async function questsOf(db: Db, params: { sysname?: string }, player: Player | null, locale: string): Promise<MethodResult<'loyalty/getquests'>> {
  let program: Program | null;
  if (params.sysname) {
    [program = null] = await db.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.sysname, params.sysname));
    if (!program) throw PlatformError.invalidParameters({ sysname: ['not_found'] });
  } else program = await currentProgram(db);
  if (!program) return [];
  const now = new Date();
  const start = periodStart(now);
  const rows = await db
    .select({
      quest: loyaltyQuests,
      progress: loyaltyQuestProgress.progress,
      completedAt: loyaltyQuestProgress.completedAt,
      endsAt: epochMs(sql`${start} + (('1 ' || ${loyaltyQuests.period})::interval)`),
    })
    .from(loyaltyQuests)
    .leftJoin(loyaltyQuestProgress, and(eq(loyaltyQuestProgress.questId, loyaltyQuests.id), eq(loyaltyQuestProgress.userId, player?.uid ?? -1), eq(loyaltyQuestProgress.periodStart, start)))
    .where(and(eq(loyaltyQuests.programId, program.id), eq(loyaltyQuests.isActive, true)))
    .orderBy(asc(loyaltyQuests.priority), asc(loyaltyQuests.id));
  const amount = (quest: Quest, minor: bigint) => (quest.kind === 'rounds' ? Number(minor) : toMoney(minor, quest.currency).amount);
  return rows.map(({ quest, progress, completedAt, endsAt }) => ({
    id: quest.id,
    program_id: quest.programId,
    sysname: quest.sysname,
    title: textIn(quest.title, locale),
    description: textIn(quest.description, locale),
    kind: quest.kind,
    target: amount(quest, quest.target),
    progress: player ? amount(quest, progress ?? 0n) : null,
    currency: quest.kind === 'rounds' ? null : quest.currency,
    reward_points: quest.rewardPoints,
    pointsAlias: textIn(program.pointsAlias, locale),
    period: quest.period,
    period_ends_at: endsAt === null ? null : new Date(endsAt).toISOString(),
    completed: !!completedAt,
    completed_at: completedAt ? completedAt.toISOString() : null,
  }));
}
