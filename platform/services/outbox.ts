import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outbox as table } from '../db/schema';
import type { Logger } from '../logger';

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

const MAX_ATTEMPTS = 5;
const RETRY_MS = 60_000;

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
 * Sends pending outbox e-mails over SMTP (SMTP_URL) in the background: after each enqueue and
 * every minute, a failed send retried up to 5 times. Without SMTP_URL nothing is sent and the
 * outbox stays readable. SMS has no transport here: those rows stay for the dev outbox.
 */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string; log: Logger; transport?: Transport }): Mailer {
  const transport: Transport | undefined = options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined);
  if (!transport) return { kick: () => undefined, flush: async () => undefined, close: async () => undefined };
  let running: Promise<void> | undefined;
  let again = false;

  async function round() {
    const due = await db
      .select()
      .from(table)
      .where(and(isNull(table.sentAt), eq(table.channel, 'email'), lt(table.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(table.id))
      .limit(50);
    for (const row of due) {
      try {
        const headers = headersOf(row.payload);
        await transport!.sendMail({ from: options.from, to: row.recipient, subject: row.subject, text: row.body, ...(Object.keys(headers).length > 0 && { headers }) });
        await db.update(table).set({ sentAt: new Date(), attempts: sql`${table.attempts} + 1`, lastError: null }).where(eq(table.id, row.id));
      } catch (err) {
        options.log.warn({ err, id: row.id }, 'outbox e-mail not sent');
        await db
          .update(table)
          .set({ attempts: sql`${table.attempts} + 1`, lastError: String((err as Error).message ?? err).slice(0, 500) })
          .where(eq(table.id, row.id));
      }
    }
  }

  function flush(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await round().catch((err: unknown) => options.log.warn({ err }, 'outbox round failed'));
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  const timer = setInterval(() => void flush(), RETRY_MS).unref();
  return {
    kick: () => void setImmediate(() => void flush()),
    flush,
    async close() {
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
