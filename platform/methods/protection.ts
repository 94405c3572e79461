import { PlatformError } from '@/lib/errors';
import { requireUser } from '../http/context';
import {
  acknowledgeReality,
  activePack,
  exclude,
  markLimitPromptDone,
  protectionStatus,
  readRealityCheck,
  setLimit,
  setRealityInterval,
} from '../services/protection';
import { checkPassword } from '../services/passwords';
import { defineMethods } from './define';

export const protectionMethods = defineMethods('protection', {
  // GET protection/getRules – the operator's rule pack (guests too)
  'protection/getRules': () => activePack(),

  // GET protection/getStatus – limits, reality check and session accounting, exclusion, limit prompt
  'protection/getStatus': async (ctx) => protectionStatus(ctx.db, requireUser(ctx)),

  // GET protection/getSession – the play session: clock, wagered, won, net, a reality check waiting
  'protection/getSession': async (ctx) => {
    const user = requireUser(ctx);
    return readRealityCheck(ctx.db, user.uid, user.currency);
  },

  // POST protection/setLimit – kind, limit_amount, period: stricter at once, looser after the cooling-off
  'protection/setLimit': async (ctx) => {
    const user = requireUser(ctx);
    await setLimit(ctx.db, user.uid, user.currency, ctx.params);
    await markLimitPromptDone(ctx.db, user.uid);
    return protectionStatus(ctx.db, user);
  },

  // POST protection/exclude – kind, period, password: time-out, self-exclusion or panic lock; signed out everywhere.
  // Answers the exclusion (kind, period, starts_at, ends_at; null: permanent): the page says until when.
  'protection/exclude': async (ctx) => {
    const user = requireUser(ctx);
    await ctx.limits.hit('login', ctx.request.ip, user.login);
    if (user.passwordHash) {
      if (!ctx.params.password) throw PlatformError.invalidParameters({ password: ['required'] });
      if (!(await checkPassword(user.passwordHash, ctx.params.password))) throw PlatformError.invalidParameters({ password: ['password'] });
    }
    const exclusion = await exclude(ctx.db, user, ctx.params.kind, ctx.params.period);
    await ctx.signOut();
    return exclusion;
  },

  // POST protection/setRealityCheck – interval_minutes (empty: off unless the pack makes it mandatory)
  'protection/setRealityCheck': async (ctx) => {
    const user = requireUser(ctx);
    const minutes = ctx.params.interval_minutes ?? null;
    if (!minutes && activePack().reality_check_mandatory) throw PlatformError.invalidParameters({ interval_minutes: ['required'] });
    if (minutes !== null && minutes !== 0 && minutes < 5) throw PlatformError.invalidParameters({ interval_minutes: ['minValue'] });
    await setRealityInterval(ctx.db, user.uid, minutes);
    return readRealityCheck(ctx.db, user.uid, user.currency);
  },

  // POST protection/acknowledgeRealityCheck – play goes on; the next check one interval later
  'protection/acknowledgeRealityCheck': async (ctx) => {
    const user = requireUser(ctx);
    await acknowledgeReality(ctx.db, user.uid);
    return readRealityCheck(ctx.db, user.uid, user.currency);
  },

  // POST protection/answerLimitPrompt – the player saw the limit prompt (set a limit or declined)
  'protection/answerLimitPrompt': async (ctx) => {
    const user = requireUser(ctx);
    const pack = activePack();
    // DE: the monthly deposit limit is asked at registration and cannot be declined
    if (pack.monthly_deposit_cap !== null) {
      const deposit = (await protectionStatus(ctx.db, user)).limits.find((l) => l.kind === 'deposit');
      if (deposit?.limit_amount === null && !deposit.pending) throw PlatformError.invalidParameters({ limit_amount: ['required'] });
    }
    await markLimitPromptDone(ctx.db, user.uid);
    return 1;
  },
});
