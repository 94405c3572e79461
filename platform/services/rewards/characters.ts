import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { characters } from '../../db/schema';

export type CharacterItem = { id: number; sysname: string; name: string; image: string };

/** A page of the §3 characters, in the operator's order. */
export async function listCharacters(db: Db, page: { offset: number; limit: number }) {
  const [items, [total]] = await Promise.all([
    db
      .select({ id: characters.id, sysname: characters.sysname, name: characters.name, image: characters.image })
      .from(characters)
      .orderBy(asc(characters.priority), asc(characters.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(characters),
  ]);
  return { items: items satisfies CharacterItem[], offset: page.offset, limit: page.limit, total: Number(total?.n ?? 0) };
}

export async function characterExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: characters.id }).from(characters).where(eq(characters.id, id)).limit(1);
  return row !== undefined;
}
