import type { RoundHooks } from '../round-hooks';
import { mayApply } from '../round-probe';
import { notePending } from './live';
import { pointsFromRound, programFact } from './loyalty';
import { questsFact as loyaltyQuestsFact, questsFromRound as loyaltyQuestsFromRound } from './loyalty-quests';
import { scoreRound, tournamentFact } from './tournaments';
import { questsFact, questsFromRound } from './wheel';

/**
 * The rewards entry of the round seam: tournament points, loyalty points, loyalty and wheel quest progress
 * from a settled real round, written in the round's transaction (so they commit or roll back with
 * it). What to push to sockets is noted for after commit.
 */
const FACTS = ['rewards_tournament', 'rewards_loyalty', 'rewards_loyalty_quests', 'rewards_wheel_quests'] as const;

export const rewardsRoundHooks: RoundHooks = {
  // each part reads only when its fact holds: a tournament of this game the player is in, a programme, open quests
  probe(at) {
    const [tournament, loyalty, loyaltyQuests, wheelQuests] = FACTS;
    return [
      [tournament, tournamentFact(at.userId, at.gameId, at.now)],
      [loyalty, programFact()],
      [loyaltyQuests, loyaltyQuestsFact(at.currency)],
      [wheelQuests, questsFact(at.now)],
    ];
  },
  // none of the facts holds: scoring, points and quests all skip their reads
  quiet: ({ tx }) => !FACTS.some((fact) => mayApply(tx, fact)),
  async settled(round) {
    const tournaments = await scoreRound(round);
    const notifications = [...(await pointsFromRound(round)), ...(await loyaltyQuestsFromRound(round))];
    const quests = await questsFromRound(round);
    notePending(round.roundId, { tournaments, notifications, quests });
  },
};
