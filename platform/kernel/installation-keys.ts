import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { installationKeys } from '../db/schema';

/**
 * The installation's key called `name`: 32 random bytes (hex) made once by whichever process asks
 * first (INSERT … ON CONFLICT DO NOTHING, then read back), so every process, every restart and
 * every machine of a deployment uses the same one without anyone setting it.
 */
export async function installationKey(db: Db, name: string): Promise<string> {
  await db.insert(installationKeys).values({ name, key: randomBytes(32).toString('hex') }).onConflictDoNothing();
  const [row] = await db.select({ key: installationKeys.key }).from(installationKeys).where(eq(installationKeys.name, name)).limit(1);
  return row!.key;
}
