import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { characters as charactersResult } from '@/lib/contract';
import { users } from '../db/schema';
import { describeEachDb, freshIp } from '../test/harness';

let n = 0;
const unique = () => `hero${Date.now().toString(36)}${(n += 1)}@example.com`;

describeEachDb('characters', (get) => {
  const post = (method: string, payload: Record<string, unknown>) =>
    get().app.inject({ method: 'POST', url: `/api/${method}`, payload, headers: { 'x-forwarded-for': freshIp() } });

  it('loyalty/getcharacters answers the seeded characters with their pictures, paged, to anyone', async () => {
    const res = await get().app.inject({ url: '/api/loyalty/getcharacters' });
    expect(res.statusCode, res.body).toBe(200);
    const page = charactersResult.parse(res.json().data);
    expect(page).toMatchObject({ offset: 0, limit: 20, total: 4 });
    expect(page.items.map((c) => c.name)).toEqual(['Fox', 'Owl', 'Bear', 'Cat']);
    expect(page.items[0]).toEqual({ id: expect.any(Number), sysname: 'fox', name: 'Fox', image: '/images/characters/fox.svg' });
    const second = (await get().app.inject({ url: '/api/loyalty/getcharacters?offset=1&limit=2' })).json().data;
    expect(second.items.map((c: { sysname: string }) => c.sysname)).toEqual(['owl', 'bear']);
    expect(second.total).toBe(4);
  });

  it('register keeps a listed character_id and refuses an unknown one', async () => {
    const list = (await get().app.inject({ url: '/api/loyalty/getcharacters' })).json().data.items as { id: number }[];
    const email = unique();
    const ok = await post('register', { email, password: 'Secret12', character_id: String(list[2]!.id) });
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await get().database.db.select({ characterId: users.characterId }).from(users).where(eq(users.login, email));
    expect(row!.characterId).toBe(list[2]!.id);

    const bad = await post('register', { email: unique(), password: 'Secret12', character_id: '999999' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toEqual({ type: 'InvalidParameterException', error_data: { character_id: ['wrongField'] } });
  });
});
