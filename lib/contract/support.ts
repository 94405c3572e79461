import { z } from 'zod';
import { get, none, ok, post, unknownResult } from './define';
import { optionalText, text } from './fields';

/** §3 Support chat providers. */
export const CHAT_PROVIDERS = ['live_tex', 'freshChat', 'liveChat', 'verbox', 'comm100', 'betunlim', 'jivoSite'] as const;

/** Provider config fields (§3). */
export const chatProviderConfig = z
  .object({ id: z.string(), license: z.string(), src: z.string(), widget_id: z.string(), lang: z.string() })
  .partial();

/** §3 Support chat settings: `chat` names the provider (null: none), a field named after it holds its config. */
export const supportSettings = z
  .object({ chat: z.enum(CHAT_PROVIDERS).nullable() })
  .catchall(z.unknown());
export type SupportSettings = z.infer<typeof supportSettings>;

export const supportMethods = {
  'support/getsettings': get(none, supportSettings),
  'support/sendFeedback': post(z.looseObject({}), unknownResult),
  'sumsub/createApplicant': post(none, unknownResult),
  'sumsub/getAccessToken': post(z.object({ externalActionId: optionalText(128) }), z.object({ token: z.string() }).catchall(z.unknown())),
  'FreshChat/storeChatEvent': post(
    z.object({
      channel_id: text(128),
      conversation_id: text(128),
      text: z.string().max(10_000),
      event: z.enum(['sent', 'received']),
    }),
    ok,
  ),
};
