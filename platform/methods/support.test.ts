import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { supportSettings } from '@/lib/contract';
import { chatEvents, supportFeedback } from '../db/schema';
import { writeSetting } from '../services/settings';
import { describeEachDb, lastMessage, multipart, signedIn } from '../test/harness';

describeEachDb('support methods', (get) => {
  const read = async (url: string, cookie = '') => (await get().app.inject({ url, headers: { cookie } })).json();
  const post = async (url: string, fields: Record<string, string>, cookie = '') => {
    const body = await multipart(fields);
    return get().app.inject({ method: 'POST', url, headers: { ...body.headers, cookie }, payload: body.payload });
  };

  it('support/getsettings answers the CMS content of the locale (demo chat), the stored operator setting winning', async () => {
    const db = get().database.db;
    const fromContent = supportSettings.parse((await read('/api/support/getsettings?locale=pt-BR')).data);
    expect(fromContent.chat).toBe('demo');
    expect(fromContent.demo).toEqual({ lang: 'pt' });
    expect(fromContent.jivoSite).toMatchObject({ id: 'demoJivoWidget' });

    await writeSetting(db, 'support', { chat: 'jivoSite', jivoSite: { id: 'abc' } });
    expect((await read('/api/support/getsettings')).data).toEqual({ chat: 'jivoSite', jivoSite: { id: 'abc' } });
    await writeSetting(db, 'support', { chat: 'not-a-provider' } as never);
    expect((await read('/api/support/getsettings')).data.chat).toBe('demo'); // a broken stored value falls back to the content
    await writeSetting(db, 'support', { chat: null });
    expect((await read('/api/support/getsettings')).data).toEqual({ chat: null }); // the operator switched chat off
  });

  it('support/sendFeedback stores the message and queues it to the support team', async () => {
    const res = await post('/api/support/sendFeedback?locale=es-ES', { name: 'Ana María', email: 'ana@example.com', subject: 'Retiro', message: 'My withdrawal is pending since Monday.' });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json().data;
    const [row] = await get().database.db.select().from(supportFeedback).where(eq(supportFeedback.id, id));
    expect(row).toMatchObject({ name: 'Ana María', email: 'ana@example.com', subject: 'Retiro', locale: 'es-ES', userId: null });
    const mail = await lastMessage(get(), 'support@localhost');
    expect(mail).toMatchObject({ template: 'support-feedback', channel: 'email', subject: '[Support] Retiro' });
    expect(mail?.body).toContain('From: Ana María <ana@example.com>');
    expect(mail?.body).toContain('My withdrawal is pending since Monday.');
  });

  it('support/sendFeedback ties a signed-in player and refuses bad input field by field', async () => {
    const cookie = await signedIn(get());
    const ok = await post('/api/support/sendFeedback', { name: 'Demo', email: 'demo@example.com', message: 'Please call me back tomorrow.' }, cookie);
    const [row] = await get().database.db.select().from(supportFeedback).where(eq(supportFeedback.id, ok.json().data.id));
    expect(row?.userId).toBeGreaterThan(0);
    expect((await lastMessage(get(), 'support@localhost'))?.subject).toBe('[Support] Please call me back tomorrow.');

    const bad = await post('/api/support/sendFeedback', { name: 'R2D2', email: 'not-an-email', message: 'short' });
    expect(bad.statusCode).toBe(422);
    const { type, error_data } = bad.json().error;
    expect(type).toBe('InvalidParameterException');
    expect(Object.keys(error_data).sort()).toEqual(['email', 'message', 'name']);
    // codes, as every method answers them (the form translates them), never the rule's sentence
    expect(error_data.email).toEqual(['wrongEmail']);
    for (const codes of Object.values(error_data) as string[][]) for (const code of codes) expect(code).toMatch(/^[a-zA-Z_]+$/);
  });

  it('FreshChat/storeChatEvent stores events of signed-in players only', async () => {
    const event = { channel_id: 'ch-1', conversation_id: 'conv-9', text: 'Hello', event: 'sent' };
    expect((await post('/api/FreshChat/storeChatEvent', event)).json().error.type).toBe('AuthorizationException');
    const cookie = await signedIn(get());
    expect((await post('/api/FreshChat/storeChatEvent', event, cookie)).json()).toEqual({ data: 1 });
    expect((await post('/api/FreshChat/storeChatEvent', { ...event, event: 'deleted' }, cookie)).json().error.error_data).toHaveProperty('event');
    const rows = await get().database.db.select().from(chatEvents).where(eq(chatEvents.conversationId, 'conv-9'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channelId: 'ch-1', text: 'Hello', event: 'sent' });
  });

  it('the demo chat keeps a conversation, answers it and sends each message to the team', async () => {
    const id = 'visitor0123456789';
    expect((await read(`/api/support/demoChatHistory?conversation_id=${id}`)).data).toEqual([]);
    const first = await post('/api/support/demoChatSend?locale=en-US', { conversation_id: id, text: 'Is there a welcome bonus?' });
    expect(first.json().data.map((m: { author: string }) => m.author)).toEqual(['visitor', 'agent']);
    expect(first.json().data[1].text).toContain('support team');
    const second = await post('/api/support/demoChatSend?locale=en-US', { conversation_id: id, text: 'Thanks' });
    expect(second.json().data[1].text).toContain('added this');
    const history = (await read(`/api/support/demoChatHistory?conversation_id=${id}`)).data;
    expect(history.map((m: { text: string }) => m.text)).toHaveLength(4);
    expect(history[0].text).toBe('Is there a welcome bonus?');
    expect((await lastMessage(get(), 'support@localhost'))).toMatchObject({ template: 'support-chat' });
    expect((await lastMessage(get(), 'support@localhost'))?.body).toContain('Thanks');

    // another visitor's id sees nothing; a signed-in player's conversation is the player's, whatever the id
    expect((await read('/api/support/demoChatHistory?conversation_id=othervisitor1')).data).toEqual([]);
    const cookie = await signedIn(get());
    await post('/api/support/demoChatSend', { conversation_id: 'device-a-000001', text: 'From my phone' }, cookie);
    const onLaptop = (await read('/api/support/demoChatHistory?conversation_id=device-b-000002', cookie)).data;
    expect(onLaptop[0].text).toBe('From my phone');
    expect((await read('/api/support/demoChatHistory?conversation_id=../../etc')).error.type).toBe('InvalidParameterException');
  });

  it('serves the demo widget script', async () => {
    const res = await get().app.inject({ url: '/nfx/chat/demo.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(res.body).toContain('window.DemoChat');
  });
});
