import { fileURLToPath } from 'node:url';
import { requireUser } from '../http/context';
import { conversationKey, demoHistory, demoSend, storeChatEvent } from '../services/support/chat';
import { storeFeedback } from '../services/support/feedback';
import { readSupportSettings } from '../services/support/settings';
import { defineMethods } from './define';

/** The embedded CMS content (content/<locale>/chat.json). */
const CONTENT_DIR = fileURLToPath(new URL('../../content', import.meta.url));

export const supportMethods = defineMethods('support', {
  // GET support/getsettings – which chat provider the site loads and its config: the operator's stored setting, else the CMS content of the locale
  'support/getsettings': ({ db, locale }) => readSupportSettings(db, locale, CONTENT_DIR),

  // POST support/sendFeedback – stores a contact-form message and queues it to the support team (outbox / SMTP)
  'support/sendFeedback': async (ctx) => {
    await ctx.limits.hit('support', ctx.request.ip);
    const { name, email, subject, message } = ctx.params;
    const { id } = await storeFeedback(ctx.db, {
      feedback: { name, email, subject: subject ?? '', message },
      userId: ctx.user?.uid ?? null,
      locale: ctx.locale,
      teamAddress: ctx.env.SUPPORT_EMAIL,
    });
    ctx.mailer.kick();
    return { id };
  },

  // GET support/demoChatHistory – the demo chat's conversation (a player's own, else the widget's random id)
  'support/demoChatHistory': ({ db, user, params }) => demoHistory(db, conversationKey(user?.uid ?? null, params.conversation_id)),

  // POST support/demoChatSend – a message to the demo chat: stored, sent to the team through the outbox, answered automatically
  'support/demoChatSend': async (ctx) => {
    await ctx.limits.hit('support', ctx.request.ip);
    const userId = ctx.user?.uid ?? null;
    const messages = await demoSend(ctx.db, {
      key: conversationKey(userId, ctx.params.conversation_id),
      userId,
      text: ctx.params.text,
      locale: ctx.locale,
      teamAddress: ctx.env.SUPPORT_EMAIL,
      from: ctx.user ? `player ${ctx.user.uid} (${ctx.user.login})` : 'visitor',
    });
    ctx.mailer.kick();
    return messages;
  },

  // POST FreshChat/storeChatEvent – a FreshChat message of a signed-in player (visitors: AuthorizationException)
  'FreshChat/storeChatEvent': async (ctx) => {
    await storeChatEvent(ctx.db, requireUser(ctx).uid, ctx.params);
    return 1;
  },
});
