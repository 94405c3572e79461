import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { DemoChatMessage } from '@/lib/contract';
import type { Db } from '../../db/client';
import { chatEvents, demoChatMessages } from '../../db/schema';
import { enqueueMessage } from '../outbox';

/** FreshChat/storeChatEvent: one message a signed-in player sent or received in the provider's widget. */
export async function storeChatEvent(
  db: Db,
  userId: number,
  event: { channel_id: string; conversation_id: string; text: string; event: 'sent' | 'received' },
): Promise<void> {
  await db.insert(chatEvents).values({ userId, channelId: event.channel_id, conversationId: event.conversation_id, text: event.text, event: event.event });
}

/** How many messages a demo conversation shows (the latest). */
export const DEMO_HISTORY = 50;

/** A signed-in player's conversation follows the player across devices; a visitor's is the widget's random id. */
export const conversationKey = (userId: number | null, conversationId: string) => (userId ? `u:${userId}` : `v:${conversationId}`);

const toMessage = (row: typeof demoChatMessages.$inferSelect): DemoChatMessage => ({
  id: row.id,
  author: row.author,
  text: row.text,
  created: row.createdAt.toISOString(),
});

/** The automatic answers of the demo agent, per language; the team's real answer goes by e-mail. */
const ANSWERS: Record<string, { first: string; next: string }> = {
  en: {
    first: 'Thanks for writing! Your message is with our support team, and an agent will answer here or by e-mail shortly.',
    next: 'Got it, we added this to your conversation with the support team.',
  },
  es: {
    first: '¡Gracias por escribirnos! Tu mensaje ya está con nuestro equipo de soporte; un agente te responderá aquí o por correo en breve.',
    next: 'Recibido: lo hemos añadido a tu conversación con el equipo de soporte.',
  },
  pt: {
    first: 'Obrigado pela mensagem! Ela já está com a nossa equipe de suporte, e um agente responderá aqui ou por e-mail em breve.',
    next: 'Recebido: adicionamos isto à sua conversa com a equipe de suporte.',
  },
  ar: {
    first: 'شكرًا لتواصلك! رسالتك الآن لدى فريق الدعم، وسيرد عليك أحد الموظفين هنا أو عبر البريد الإلكتروني قريبًا.',
    next: 'تم الاستلام، أضفنا هذا إلى محادثتك مع فريق الدعم.',
  },
};

export function demoAnswer(locale: string, first: boolean): string {
  const answers = ANSWERS[locale.slice(0, 2)] ?? ANSWERS.en!;
  return first ? answers.first : answers.next;
}

/** The latest messages of a demo conversation, oldest first. */
export async function demoHistory(db: Db, key: string): Promise<DemoChatMessage[]> {
  const rows = await db.select().from(demoChatMessages).where(eq(demoChatMessages.conversation, key)).orderBy(desc(demoChatMessages.id)).limit(DEMO_HISTORY);
  return rows.reverse().map(toMessage);
}

/**
 * The demo provider's "send": stores the visitor's message, queues it to the support team through
 * the outbox and stores the agent's automatic answer, in one transaction; answers the new messages.
 */
export async function demoSend(
  db: Db,
  input: { key: string; userId: number | null; text: string; locale: string; teamAddress: string; from: string },
): Promise<DemoChatMessage[]> {
  return db.transaction(async (tx) => {
    const [previous] = await tx.select({ id: demoChatMessages.id }).from(demoChatMessages).where(eq(demoChatMessages.conversation, input.key)).limit(1);
    const [sent] = await tx.insert(demoChatMessages).values({ conversation: input.key, userId: input.userId, author: 'visitor', text: input.text }).returning();
    await enqueueMessage(tx, {
      to: input.teamAddress,
      channel: 'email',
      template: 'support-chat',
      subject: `[Chat] ${input.key} (${input.from})`,
      body: `Conversation: ${input.key}\nFrom: ${input.from}\nLocale: ${input.locale}\n\n${input.text}`,
    });
    await tx.insert(demoChatMessages).values({ conversation: input.key, userId: input.userId, author: 'agent', text: demoAnswer(input.locale, !previous) });
    const rows = await tx
      .select()
      .from(demoChatMessages)
      .where(and(eq(demoChatMessages.conversation, input.key), gt(demoChatMessages.id, sent!.id - 1)))
      .orderBy(asc(demoChatMessages.id));
    return rows.map(toMessage);
  });
}
