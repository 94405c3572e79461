import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outbox as table } from '../db/schema';
import type { Logger } from '../logger';
import { BACKOFF, claimDueEmails, markFailed, markSent, release } from '../messaging/claims';
import { drainLoop } from '../messaging/drain-loop';

export type Channel = 'email' | 'sms';
/** Extra e-mail headers a message carries (List-Unsubscribe and List-Unsubscribe-Post of RFC 8058). */
export type MessageHeaders = Record<string, string>;
export type OutgoingMessage = { to: string; channel: Channel; template: string; code?: string; subject: string; body: string; headers?: MessageHeaders };
/** A message as /api/dev/outbox shows it. */
export type OutboxEntry = { id: number; to: string; channel: Channel; template: string; code: string | null; subject: string; body: string; headers: MessageHeaders; created: string; sent: string | null };

/** The headers kept in a row's payload (strings only). */
function headersOf(payload: Record<string, unknown>): MessageHeaders {
  const raw = payload.headers;
  if (!raw || typeof raw !== 'object') return {};
  return Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** How often each process looks for e-mails come due (their retries; a new one is sent at once). */
const POLL_MS = 15_000;

/** Writes a message to the outbox (in the caller's transaction when `db` is one). */
export async function enqueueMessage(db: Db, message: OutgoingMessage): Promise<number> {
  const [row] = await db
    .insert(table)
    .values({
      channel: message.channel,
      recipient: message.to.toLowerCase(),
      template: message.template,
      subject: message.subject,
      body: message.body,
      payload: { ...(message.code !== undefined && { code: message.code }), ...(message.headers && { headers: message.headers }) },
    })
    .returning({ id: table.id });
  return row!.id;
}

/** The latest messages to an address, newest first. */
export async function readOutbox(db: Db, to: string, limit = 20): Promise<OutboxEntry[]> {
  const rows = await db
    .select()
    .from(table)
    .where(eq(table.recipient, to.trim().toLowerCase()))
    .orderBy(desc(table.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    to: r.recipient,
    channel: r.channel,
    template: r.template,
    code: typeof r.payload.code === 'string' ? r.payload.code : null,
    subject: r.subject,
    body: r.body,
    headers: headersOf(r.payload),
    created: r.createdAt.toISOString(),
    sent: r.sentAt?.toISOString() ?? null,
  }));
}

export type Mailer = {
  /** Asks for a send of pending e-mails soon (after the answer; never throws). */
  kick(): void;
  /** Sends pending e-mails now (tests); resolves when the round is done. */
  flush(): Promise<void>;
  close(): Promise<void>;
};

type Transport = { sendMail(mail: { from: string; to: string; subject: string; text: string; headers?: MessageHeaders }): Promise<unknown>; close(): void };

/**
 * Sends pending outbox e-mails over SMTP (SMTP_URL) in the background, after each enqueue and every
 * POLL_MS. Any number of processes may run one: each round claims its rows in the database (a
 * lease taken with FOR UPDATE SKIP LOCKED, platform/messaging/claims.ts), so an e-mail goes out
 * once. A failed send is retried after an exponential backoff with jitter and becomes a dead letter
 * after the last try; the round stops at the first failure and gives its other rows back untried,
 * so an SMTP outage costs one try per due row, never the whole queue on every new e-mail.
 * Without SMTP_URL nothing is sent and the outbox stays readable. SMS has no transport here.
 */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string; log: Logger; transport?: Transport; pollMs?: number; maxAttempts?: number; backoff?: typeof BACKOFF }): Mailer {
  const transport: Transport | undefined = options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined);
  if (!transport) return { kick: () => undefined, flush: async () => undefined, close: async () => undefined };
  /** One claimed batch; false when there is nothing more to send now. */
  async function round(): Promise<boolean> {
    const claimed = await claimDueEmails(db);
    for (const [index, row] of claimed.entries()) {
      try {
        const headers = headersOf(row.payload);
        await transport!.sendMail({ from: options.from, to: row.recipient, subject: row.subject, text: row.body, ...(Object.keys(headers).length > 0 && { headers }) });
        await markSent(db, row.id);
      } catch (err) {
        const outcome = await markFailed(db, row, String((err as Error).message ?? err), options);
        options.log.warn({ err, id: row.id, attempts: row.attempts + 1, outcome }, outcome === 'dead' ? 'outbox e-mail given up (dead letter)' : 'outbox e-mail not sent; retried later');
        await release(db, claimed.slice(index + 1).map((r) => r.id));
        return false;
      }
    }
    return claimed.length > 0;
  }

  const { flush, running } = drainLoop(async () => (await round().catch((err: unknown) => void options.log.warn({ err }, 'outbox round failed'))) === true);

  const timer = setInterval(() => void flush(), options.pollMs ?? POLL_MS).unref();
  return {
    kick: () => void setImmediate(() => void flush()),
    flush,
    async close() {
      clearInterval(timer);
      await running();
      transport.close();
    },
  };
}
