import type { FeedbackParams } from '@/lib/contract';
import type { Db } from '../../db/client';
import { supportFeedback } from '../../db/schema';
import { enqueueMessage } from '../outbox';

export type Feedback = { [K in keyof FeedbackParams]-?: string };

/** The subject line of the team's e-mail: the visitor's subject, else the start of the message. */
export function feedbackSubject(feedback: Pick<Feedback, 'subject' | 'message'>): string {
  const subject = feedback.subject.trim() || feedback.message.trim().replace(/\s+/g, ' ').slice(0, 60);
  return `[Support] ${subject}`;
}

/**
 * Stores a contact-form message and, in the same transaction, queues its e-mail to the support
 * team (the outbox sends it over SMTP when SMTP_URL is set). Reply-to is the visitor's address.
 */
export async function storeFeedback(
  db: Db,
  input: { feedback: Feedback; userId: number | null; locale: string; teamAddress: string },
): Promise<{ id: number; outboxId: number }> {
  const { feedback, userId, locale, teamAddress } = input;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportFeedback)
      .values({ userId, name: feedback.name, email: feedback.email, subject: feedback.subject, message: feedback.message, locale })
      .returning({ id: supportFeedback.id });
    const body = [
      `From: ${feedback.name} <${feedback.email}>`,
      `Player: ${userId ?? 'visitor'}`,
      `Locale: ${locale}`,
      `Feedback #${row!.id}`,
      '',
      feedback.message,
    ].join('\n');
    const outboxId = await enqueueMessage(tx, { to: teamAddress, channel: 'email', template: 'support-feedback', subject: feedbackSubject(feedback), body });
    return { id: row!.id, outboxId };
  });
}
