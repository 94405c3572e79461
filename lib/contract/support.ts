import { z } from 'zod';
import { emailSchema, nameSchema } from '@/lib/validation';
import { get, none, ok, post } from './define';
import { optionalText, text } from './fields';

/** §3 Support chat providers, plus `demo`: the platform's own self-hosted widget (no keys needed). */
export const CHAT_PROVIDERS = ['live_tex', 'freshChat', 'liveChat', 'verbox', 'comm100', 'betunlim', 'jivoSite', 'demo'] as const;
export type ChatProviderName = (typeof CHAT_PROVIDERS)[number];

/** Provider config fields (§3). */
export const chatProviderConfig = z
  .object({ id: z.string(), license: z.string(), src: z.string(), widget_id: z.string(), lang: z.string() })
  .partial();
export type ChatProviderConfig = z.infer<typeof chatProviderConfig>;

/** §3 Support chat settings: `chat` names the provider (null: none), a field named after it holds its config. */
export const supportSettings = z
  .object({ chat: z.enum(CHAT_PROVIDERS).nullable() })
  .catchall(z.unknown());
export type SupportSettings = z.infer<typeof supportSettings>;

/** Limits of a feedback message. */
export const FEEDBACK_LIMITS = { subject: 150, message: { min: 10, max: 2000 } } as const;

/** support/sendFeedback: who writes (name, e-mail), an optional subject and the message (§5 rules). */
export const feedbackParams = z.object({
  name: nameSchema(),
  email: emailSchema(),
  subject: optionalText(FEEDBACK_LIMITS.subject),
  message: z.string().trim().min(FEEDBACK_LIMITS.message.min).max(FEEDBACK_LIMITS.message.max),
});
export type FeedbackParams = z.input<typeof feedbackParams>;

/** One message of a demo-chat conversation. */
export const demoChatMessage = z.object({
  id: z.number().int(),
  author: z.enum(['visitor', 'agent']),
  text: z.string(),
  created: z.string(),
});
export type DemoChatMessage = z.infer<typeof demoChatMessage>;

/** A demo-chat conversation key: the widget's random id (visitors) — signed-in players' conversations are theirs. */
const conversationId = z.string().trim().regex(/^[A-Za-z0-9_-]{8,64}$/);

export const verificationStatus = z.object({
  provider: z.enum(['demo', 'sumsub']),
  status: z.enum(['none', 'init', 'pending', 'approved', 'rejected']),
  document_type: z.string().nullable(),
  reject_reason: z.string().nullable(),
  /** While rejected: FINAL (declined, no new attempt) or RETRY (the player may send another document). */
  reject_type: z.enum(['FINAL', 'RETRY']).nullable().optional(),
  /** While rejected: the provider's comment for the player (what to fix), if any. */
  reject_comment: z.string().nullable().optional(),
  is_verified: z.boolean(),
  is_on_verification: z.boolean(),
});
export type VerificationStatusView = z.infer<typeof verificationStatus>;

export const supportMethods = {
  'support/getsettings': get(none, supportSettings),
  'support/sendFeedback': post(feedbackParams, z.object({ id: z.number().int() })),
  'support/demoChatHistory': get(z.object({ conversation_id: conversationId }), z.array(demoChatMessage)),
  'support/demoChatSend': post(z.object({ conversation_id: conversationId, text: text(2000) }), z.array(demoChatMessage)),
  /** Signed in: the player's applicant at the verification provider (Sumsub, or the demo provider without keys). */
  'sumsub/createApplicant': post(none, z.object({ applicant_id: z.string(), provider: z.enum(['demo', 'sumsub']) })),
  /** A WebSDK access token (demo provider: a token for its upload form); `provider` tells the site which to show. */
  'sumsub/getAccessToken': post(z.object({ externalActionId: optionalText(128) }), z.object({ token: z.string() }).catchall(z.unknown())),
  /** Signed in: provider, applicant status (none, init, pending, approved, rejected), is_verified, is_on_verification. */
  'verification/getStatus': get(none, verificationStatus),
  /** Demo provider: the uploaded document (type and file name): the review goes to the operator's inbox. */
  'verification/submitDocument': post(z.object({ document_type: z.enum(['passport', 'id_card', 'driving_licence']), document_name: text(255) }), verificationStatus),
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
