import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { createLogger } from '../logger';
import type { Database } from '../db/client';
import { smtpSink as fakeSmtp } from '../test/smtp-sink';
import { migratedPglite } from '../test/template';
import { createMailer, enqueueMessage, readOutbox } from './outbox';

describe('outbox', () => {
  let database: Database;
  beforeAll(async () => {
    database = await migratedPglite();
  });
  afterAll(() => database.close());
  const log = createLogger({ LOG_LEVEL: 'silent' });

  it('keeps messages readable per address, newest first, with their code', async () => {
    await enqueueMessage(database.db, { to: 'Ana@Example.com', channel: 'email', template: 'login_code', code: '111111', subject: 's', body: 'b 111111' });
    await enqueueMessage(database.db, { to: 'ana@example.com', channel: 'email', template: 'restore_code', code: '222222', subject: 's', body: 'b 222222' });
    const list = await readOutbox(database.db, 'ANA@example.com');
    expect(list.map((m) => [m.template, m.code, m.to, m.sent])).toEqual([
      ['restore_code', '222222', 'ana@example.com', null],
      ['login_code', '111111', 'ana@example.com', null],
    ]);
  });

  it('sends pending e-mails through the transport, retries failures, leaves SMS alone', async () => {
    const sent: string[] = [];
    let failNext = true;
    const transport = {
      sendMail: async (mail: { to: string; text: string }) => {
        if (failNext) {
          failNext = false;
          throw new Error('smtp down');
        }
        sent.push(`${mail.to}: ${mail.text}`);
      },
      close: () => undefined,
    };
    await enqueueMessage(database.db, { to: 'bob@example.com', channel: 'email', template: 'login_code', code: '333333', subject: 'Code', body: 'code 333333' });
    await enqueueMessage(database.db, { to: '5511987654321', channel: 'sms', template: 'login_code', code: '444444', subject: '', body: 'code 444444' });
    const mailer = createMailer(database.db, { from: 'x@localhost', log, transport, backoff: { baseMs: 0, maxMs: 0 } });
    await mailer.flush(); // first send of everything fails once, the rest goes
    await mailer.flush();
    await mailer.close();
    expect(sent.filter((s) => s.startsWith('bob@'))).toEqual(['bob@example.com: code 333333']);
    expect((await readOutbox(database.db, 'bob@example.com'))[0]!.sent).not.toBeNull();
    expect((await readOutbox(database.db, '5511987654321'))[0]!.sent).toBeNull();
  });

  it('records the failure of a real SMTP transport (nodemailer) that cannot connect', async () => {
    const id = await enqueueMessage(database.db, { to: 'cara@example.com', channel: 'email', template: 'restore_code', code: '555555', subject: 'Code', body: 'code 555555' });
    const mailer = createMailer(database.db, { smtpUrl: 'smtp://127.0.0.1:9', from: 'x@localhost', log });
    await mailer.flush();
    await mailer.close();
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ attempts: 1, sentAt: null });
    expect(row!.lastError).toBeTruthy();
  });

  it('delivers through nodemailer to an SMTP server', async () => {
    const smtp = await fakeSmtp();
    const id = await enqueueMessage(database.db, { to: 'dora@example.com', channel: 'email', template: 'login_code', code: '666666', subject: 'Your sign-in code', body: 'code 666666' });
    const mailer = createMailer(database.db, { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'Casino <no-reply@localhost>', log });
    await mailer.flush();
    await mailer.close();
    smtp.close();
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row!.sentAt).not.toBeNull();
    const mail = smtp.messages.find((m) => m.to.some((line) => line.includes('dora@example.com')))!;
    expect(mail.data).toContain('Subject: Your sign-in code');
    expect(mail.data).toContain('code 666666');
  });

  it('keeps the headers of a message and sends them (RFC 8058 one-click unsubscribe)', async () => {
    const smtp = await fakeSmtp();
    const headers = { 'List-Unsubscribe': '<https://casino.example/api/unsubscribe?uid=7&token=t>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    await enqueueMessage(database.db, { to: 'eve@example.com', channel: 'email', template: 'email_confirmation', subject: 'Confirm', body: 'link', headers });
    expect((await readOutbox(database.db, 'eve@example.com'))[0]!.headers).toEqual(headers);
    const mailer = createMailer(database.db, { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'Casino <no-reply@localhost>', log });
    await mailer.flush();
    await mailer.close();
    smtp.close();
    const mail = smtp.messages.find((m) => m.to.some((line) => line.includes('eve@example.com')))!;
    expect(mail.data).toContain('List-Unsubscribe: <https://casino.example/api/unsubscribe?uid=7&token=t>');
    expect(mail.data).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('does nothing without SMTP_URL', async () => {
    const mailer = createMailer(database.db, { from: 'x@localhost', log });
    mailer.kick();
    await mailer.flush();
    await mailer.close();
  });
});
