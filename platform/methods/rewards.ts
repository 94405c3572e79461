import { PlatformError } from '@/lib/errors';
import type { RequestContext } from '../http/context';
import { findTournaments, listCharacters, loyalty, loyaltyQuests, participate, wheel } from '../services/rewards';
import { balancesOf, publishBalances } from '../services/wallet/ledger';
import { defineMethods } from './define';

/** The signed-in player, or AccessDenied (a visitor) / UserBanned. */
function player(ctx: Pick<RequestContext, 'user'>) {
  if (!ctx.user) throw new PlatformError('AccessDeniedException');
  if (ctx.user.banned) throw new PlatformError('UserBannedException');
  return ctx.user;
}

const maybePlayer = (ctx: Pick<RequestContext, 'user'>) => (ctx.user && !ctx.user.banned ? ctx.user : null);

export const rewardMethods = defineMethods('rewards', {
  // GET tournaments/get – tournaments by status (all, future, active, finished) and ids, paged; live standings
  'tournaments/get': ({ db, user, params, locale }) => findTournaments(db, params, user?.uid ?? null, locale),

  // POST tournaments/participate – joins an active or future tournament once (answers 1)
  'tournaments/participate': (ctx) => participate(ctx.db, player(ctx), ctx.params.tournament_id),

  // GET wheel/campaignsGet – running campaigns, the current one first, with the player's spins
  'wheel/campaignsGet': (ctx) => wheel.listCampaigns(ctx.db, maybePlayer(ctx), ctx.locale),

  // GET wheel/campaignsInfo – campaigns, spins and quest totals
  'wheel/campaignsInfo': (ctx) => wheel.campaignsInfo(ctx.db, maybePlayer(ctx)),

  // GET wheel/wheelInfoGet – sectors with chances and the commitment of the player's next spin
  'wheel/wheelInfoGet': (ctx) => wheel.wheelInfo(ctx.db, ctx.params.campaign_id, maybePlayer(ctx), ctx.locale),

  // GET wheel/wheelRewardsGet – the gifts a wheel can give
  'wheel/wheelRewardsGet': (ctx) => wheel.wheelGifts(ctx.db, ctx.params.campaign_id, ctx.locale),

  // GET wheel/wheelSpinResults – spins by scope: all, user (own, with seeds), public (winners)
  'wheel/wheelSpinResults': (ctx) => wheel.spinResults(ctx.db, ctx.params, maybePlayer(ctx), ctx.locale),

  // GET wheel/campaignsQuestsGet – a campaign's quests with the player's progress
  'wheel/campaignsQuestsGet': (ctx) => wheel.questsOf(ctx.db, ctx.params.campaign_id, maybePlayer(ctx), ctx.locale),

  // GET wheel/campaignsQuestsInfo – quests of running campaigns and the player's completions
  'wheel/campaignsQuestsInfo': (ctx) => wheel.questsInfo(ctx.db, maybePlayer(ctx)),

  // POST wheel/buySpin – spins paid from the main balance through the ledger
  'wheel/buySpin': async (ctx) => {
    const { wallet, result } = await wheel.buySpins(ctx.db, player(ctx), ctx.params.campaign_id, ctx.params.spins_amount);
    await publishBalances(ctx.bus, ctx.user!.uid, wallet);
    return { ...result, balances: balancesOf(wallet) };
  },

  // POST wheel/spinWheel – one spin, drawn from the committed seeds, reward paid at once
  'wheel/spinWheel': async (ctx) => {
    const { wallet, changedWallet, result } = await wheel.spin(ctx.db, player(ctx), ctx.params.campaign_id, ctx.locale);
    if (changedWallet) await publishBalances(ctx.bus, ctx.user!.uid, wallet);
    return result;
  },

  // GET loyalty/getcharacters – the characters a player can pick, paged; open to visitors
  'loyalty/getcharacters': ({ db, params }) => listCharacters(db, { offset: params.offset, limit: params.limit }),

  // POST loyalty/setcharacter – the player's character
  'loyalty/setcharacter': (ctx) => loyalty.setCharacter(ctx.db, player(ctx).uid, ctx.params.id),

  // GET loyalty/getinfo – points, level points, level, character
  'loyalty/getinfo': (ctx) => loyalty.loyaltyInfo(ctx.db, player(ctx).uid, ctx.locale),

  // GET loyalty/getnotifications – the notice list: notifications not handed out yet
  'loyalty/getnotifications': (ctx) => loyalty.takeNotifications(ctx.db, player(ctx).uid),

  // GET loyalty/getproducts – the shop
  'loyalty/getproducts': (ctx) => loyalty.products(ctx.db, ctx.locale),

  // GET loyalty/getPrograms – programmes with their levels (the probe asks limit 2, offset 0)
  'loyalty/getPrograms': (ctx) => loyalty.programs(ctx.db, ctx.params, ctx.locale),

  // GET loyalty/getProgram – one programme by sysname
  'loyalty/getProgram': (ctx) => loyalty.program(ctx.db, ctx.params.sysname, ctx.locale),

  // GET loyalty/getquests – a programme's quests with the player's progress this period (none for a visitor)
  'loyalty/getquests': (ctx) => loyaltyQuests.questsOf(ctx.db, ctx.params, maybePlayer(ctx), ctx.locale),

  // POST loyalty/buyproduct – spends spendable points on a product, atomically
  'loyalty/buyproduct': async (ctx) => {
    const { wallet, result } = await loyalty.buyProduct(ctx.db, player(ctx), ctx.params.id, ctx.locale);
    if (result.balances) await publishBalances(ctx.bus, ctx.user!.uid, wallet);
    return result;
  },
});
