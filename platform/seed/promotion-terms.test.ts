import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import { migratedPglite } from '../test/template';
import { BANNER_DETAILS, FORFEIT_TERM, seedPromotions } from './promotions';

/** CMA: funds are forfeited only under a named term; the promotion detail dialog shows these full texts. */
describe('promotion texts name the forfeiture on withdrawal', () => {
  let database: Database;
  beforeAll(async () => {
    database = await migratedPglite();
    await seedPromotions(database.db);
  });
  afterAll(() => database.close());

  it('in every locale of each banner that advertises a wagering bonus, and only there', () => {
    const en = 'Withdrawing while a bonus is active forfeits the bonus and its winnings; your own deposit can always be withdrawn.';
    expect(FORFEIT_TERM['en-US']).toBe(`<li>${en}</li>`);
    for (const sysname of ['home-welcome', 'home-tournament'] as const) {
      for (const [locale, html] of Object.entries(BANNER_DETAILS[sysname].details)) expect(html, `${sysname} ${locale}`).toContain(FORFEIT_TERM[locale as keyof typeof FORFEIT_TERM]);
    }
    // the free spins are paid without wagering: nothing to forfeit
    for (const [locale, html] of Object.entries(BANNER_DETAILS['sidebar-promo'].details)) expect(html).not.toContain(FORFEIT_TERM[locale as keyof typeof FORFEIT_TERM]);
  });

  it('gives a banner of an older demo database, still as it was seeded, the term; an operator’s own text stays', async () => {
    const welcome = eq(schema.banners.sysname, 'home-welcome');
    const [seeded] = await database.db.select().from(schema.banners).where(welcome);
    expect(seeded!.description.details).toEqual(BANNER_DETAILS['home-welcome'].details);
    const before = Object.fromEntries(Object.entries(BANNER_DETAILS['home-welcome'].details).map(([l, html]) => [l, html.replace(FORFEIT_TERM[l as keyof typeof FORFEIT_TERM], '')]));
    await database.db.update(schema.banners).set({ description: { ...seeded!.description, details: before } }).where(welcome);
    await seedPromotions(database.db);
    expect((await database.db.select().from(schema.banners).where(welcome))[0]!.description).toEqual(seeded!.description);
    const edited = { ...seeded!.description, details: { ...before, 'en-US': '<p>The operator’s own terms.</p>' } };
    await database.db.update(schema.banners).set({ description: edited }).where(welcome);
    await seedPromotions(database.db);
    expect((await database.db.select().from(schema.banners).where(welcome))[0]!.description).toEqual(edited);
  });
});
