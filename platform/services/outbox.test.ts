import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import type { Database } from '../db/client';
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
    const mailer = createMailer(database.db, { from: 'x@localhost', log, transport });
    await mailer.flush(); // first send of everything fails once, the rest goes
    await mailer.flush();
    await mailer.close();
    expect(sent.filter((s) => s.startsWith('bob@'))).toEqual(['bob@example.com: code 333333']);
    expect((await readOutbox(database.db, 'bob@example.com'))[0]!.sent).not.toBeNull();
    expect((await readOutbox(database.db, '5511987654321'))[0]!.sent).toBeNull();
  });

  it('does nothing without SMTP_URL', async () => {
    const mailer = createMailer(database.db, { from: 'x@localhost', log });
    mailer.kick();
    await mailer.flush();
    await mailer.close();
  });
});
