import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameProviders, games } from '../../db/schema';

/** The simulated studio's catalogue provider. */
export const SIM_PROVIDER = 'sim';

/** The simulated studio's slots (its game page plays each with its own reels) … */
const SLOTS = [
  'Sim Gold Rush', 'Sim Neon Nights', 'Sim Jungle Drums', 'Sim Frozen Crowns', 'Sim Lucky Sevens',
  'Sim Pirate Cove', 'Sim Dragon Pearls', 'Sim Desert Mirage', 'Sim Cosmic Fruits', 'Sim Viking Gold',
  'Sim Candy Storm', 'Sim Pharaoh Gems', 'Sim Wild Safari', 'Sim Ocean Treasures', 'Sim Samurai Blade',
  'Sim Aztec Sun', 'Sim Magic Forest', 'Sim Rock Legends', 'Sim Diamond Mine', 'Sim Thunder Horse',
];
/** … and one table game with no built-in engine of its kind. */
const TABLES = ['Sim Red or Black'];

export const simSysname = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The titles of provider `sim`: sysname, name, type. */
export const SIM_TITLES: ReadonlyArray<{ sysname: string; name: string; type: 'slot' | 'casino' }> = [
  ...SLOTS.map((name) => ({ sysname: simSysname(name), name, type: 'slot' as const })),
  ...TABLES.map((name) => ({ sysname: simSysname(name), name, type: 'casino' as const })),
];

/** Seeds provider `sim` and its titles (idempotent: existing rows by sysname stay as they are). */
export async function seedSimCatalogue(db: Db): Promise<void> {
  await db.insert(gameProviders).values({ sysname: SIM_PROVIDER, name: 'Sim Studio', priority: 100 }).onConflictDoNothing();
  const [provider] = await db.select({ id: gameProviders.id }).from(gameProviders).where(eq(gameProviders.sysname, SIM_PROVIDER));
  await db
    .insert(games)
    .values(
      SIM_TITLES.map((t, i) => ({
        sysname: t.sysname,
        name: t.name,
        type: t.type,
        providerId: provider!.id,
        tags: t.type === 'slot' ? ['slots', 'sim'] : ['table', 'sim'],
        image: `/games/${t.sysname}/cover.svg`,
        imageHorizontal: `/games/${t.sysname}/cover-h.svg`,
        rtp: t.type === 'slot' ? 9600 : 9650,
        // after the studios of the demo catalogue in every default order: the halls and rails stay as they were
        priority: 9000 + i,
        popularity: 0,
      })),
    )
    .onConflictDoNothing();
}

/**
 * The sim titles follow the studio: with `sim` a provider (the simulators on, or its secret named)
 * they are seeded and shown; without it, titles seeded earlier are hidden (nothing would answer them).
 */
export async function syncSimCatalogue(db: Db, on: boolean): Promise<void> {
  if (on) await seedSimCatalogue(db);
  await db
    .update(games)
    .set({ isEnabled: on })
    .where(inArray(games.sysname, SIM_TITLES.map((t) => t.sysname)));
}
