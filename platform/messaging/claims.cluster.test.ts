import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from '../db/client';
import { outbox } from '../db/schema';
import { createLogger } from '../logger';
import { createMailer, enqueueMessage, type Mailer } from '../services/outbox';
import { POSTGRES_URL, freshDatabase } from '../test/databases';
import { smtpSink, type SmtpSink } from '../test/smtp-sink';
import { claimDueEmails, listDeadLetters, replayDeadLetters } from './claims';

if (!POSTGRES_URL) console.info('Outbox claiming test skipped: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run it.');

/** Two processes' worth of outbox senders (a pool and a mailer each) on one PostgreSQL database, one SMTP server. */
describe.runIf(Boolean(POSTGRES_URL))('outbox e-mails with two senders on one PostgreSQL', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let databases: Database[] = [];
  let sink: SmtpSink;
  const log = createLogger({ LOG_LEVEL: 'silent' });
  const mailers: Mailer[] = [];
  const mailersOf = (options: { maxAttempts?: number; backoff?: { baseMs: number; maxMs: number } } = {}) => {
    const made = databases.map((database) => createMailer(database.db, { smtpUrl: sink.url, from: 'Casino <no-reply@localhost>', log, pollMs: 3_600_000, ...options }));
    mailers.push(...made);
    return made;
  };
  const enqueue = (to: string) => enqueueMessage(databases[0]!.db, { to, channel: 'email', template: 'login_code', code: '123456', subject: 'Code', body: `code for ${to}` });
  const receivedBy = (to: string) => sink.messages.filter((m) => m.to.some((line) => line.includes(`<${to}>`))).length;

  beforeAll(async () => {
    fresh = await freshDatabase(POSTGRES_URL!);
    databases = [0, 1].map(() => createDb({ DATABASE_URL: fresh.url, DATA_DIR: '' }));
    await Promise.all(databases.map((database) => database.migrate()));
    sink = await smtpSink();
  });
  afterAll(async () => {
    await Promise.all(mailers.map((mailer) => mailer.close()));
    await Promise.all(databases.map((database) => database.close()));
    sink?.close();
    await fresh?.drop();
  });

  it('sends each of 25 e-mails once while both senders run at the same time', async () => {
    const [a, b] = mailersOf();
    const to = Array.from({ length: 25 }, (_, i) => `once-${i}@example.com`);
    for (const address of to) {
      await enqueue(address);
      a!.kick();
      b!.kick();
    }
    await Promise.all([a!.flush(), b!.flush(), a!.flush(), b!.flush()]);
    expect(to.map(receivedBy)).toEqual(to.map(() => 1));
    const unsent = await databases[0]!.db.select().from(outbox).where(sql`${outbox.sentAt} is null and ${outbox.channel} = 'email'`);
    expect(unsent).toEqual([]);
  });

  it('during an SMTP outage tries each due e-mail once, keeps them for later, then sends each once', async () => {
    const [a, b] = mailersOf();
    sink.down = true;
    const to = Array.from({ length: 25 }, (_, i) => `outage-${i}@example.com`);
    for (const address of to) {
      await enqueue(address);
      await Promise.all([a!.flush(), b!.flush()]); // every new e-mail wakes both senders, as after each enqueue
    }
    const rows = await databases[1]!.db.select().from(outbox).where(sql`${outbox.recipient} like 'outage-%'`);
    expect(rows).toHaveLength(25);
    expect(Math.max(...rows.map((r) => r.attempts))).toBeLessThanOrEqual(1);
    expect(rows.filter((r) => r.deadAt !== null)).toEqual([]);
    expect(rows.every((r) => r.sentAt === null && r.nextAttemptAt.getTime() > Date.now())).toBe(true);
    // nothing comes due again before its backoff, however often the senders wake
    await Promise.all([a!.flush(), b!.flush()]);
    expect(to.map(receivedBy)).toEqual(to.map(() => 0));

    sink.down = false;
    await databases[0]!.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(sql`${outbox.recipient} like 'outage-%'`); // the backoff has passed
    await Promise.all([a!.flush(), b!.flush()]);
    expect(to.map(receivedBy)).toEqual(to.map(() => 1));
  });

  it('a claim holds until its lease ends: a sender that died mid-send leaves its rows to the other', async () => {
    const id = await enqueue('leased@example.com');
    const [claimed] = await claimDueEmails(databases[0]!.db, 50, 200); // sender A claims, then "dies"
    expect(claimed?.id).toBe(id);
    expect(await claimDueEmails(databases[1]!.db)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await claimDueEmails(databases[1]!.db)).map((row) => row.id)).toEqual([id]);
  });

  it('ends as a dead letter after the last try, which an operator lists and replays', async () => {
    const [a, b] = mailersOf({ maxAttempts: 2, backoff: { baseMs: 0, maxMs: 0 } });
    sink.down = true;
    const id = await enqueue('dead@example.com');
    await a!.flush();
    await b!.flush();
    await a!.flush();
    const [row] = await databases[0]!.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ attempts: 2, sentAt: null });
    expect(row!.deadAt).not.toBeNull();
    expect((await listDeadLetters(databases[1]!.db)).map((d) => d.to)).toContain('dead@example.com');

    sink.down = false;
    expect(await replayDeadLetters(databases[1]!.db, [id])).toBe(1);
    await Promise.all([a!.flush(), b!.flush()]);
    expect(receivedBy('dead@example.com')).toBe(1);
    expect(await listDeadLetters(databases[1]!.db)).toEqual([]);
  });
});
