import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../db/client';
import { users, userStorage } from '../db/schema';

/** Per-user quota: this many keys, this many bytes of keys and values together. */
export const STORAGE_QUOTA = { keys: 100, bytes: 64 * 1024 };

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** Per-user key/value storage. */
export const storage = {
  /** Values of `keys` (all keys when omitted); absent keys are left out. */
  async get(db: Db, userId: number, keys?: string[]): Promise<Record<string, string>> {
    if (keys && keys.length === 0) return {};
    const rows = await db
      .select({ key: userStorage.key, value: userStorage.value })
      .from(userStorage)
      .where(and(eq(userStorage.userId, userId), keys ? inArray(userStorage.key, keys) : undefined));
    return Object.fromEntries(rows.map((row) => [row.key, row.value]));
  },

  async keys(db: Db, userId: number): Promise<string[]> {
    const rows = await db.select({ key: userStorage.key }).from(userStorage).where(eq(userStorage.userId, userId)).orderBy(asc(userStorage.key));
    return rows.map((row) => row.key);
  },

  /** Stores `value` under `key`; an empty value removes the key. Past the quota: StorageQuotaExceeded. */
  async set(db: Db, userId: number, key: string, value: string): Promise<void> {
    await db.transaction(async (tx) => {
      // one writer per user at a time, so two writes cannot both slip under the quota
      await tx.select({ uid: users.uid }).from(users).where(eq(users.uid, userId)).for('update');
      const mine = and(eq(userStorage.userId, userId), eq(userStorage.key, key));
      if (value === '') {
        await tx.delete(userStorage).where(mine);
        return;
      }
      const [usage] = await tx
        .select({
          keys: sql<number>`count(*) filter (where ${userStorage.key} <> ${key})::int`,
          bytes: sql<number>`coalesce(sum(octet_length(${userStorage.key}) + octet_length(${userStorage.value})) filter (where ${userStorage.key} <> ${key}), 0)::int`,
        })
        .from(userStorage)
        .where(eq(userStorage.userId, userId));
      const keys = Number(usage?.keys ?? 0) + 1;
      const total = Number(usage?.bytes ?? 0) + bytes(key) + bytes(value);
      if (keys > STORAGE_QUOTA.keys || total > STORAGE_QUOTA.bytes) {
        throw new PlatformError('StorageQuotaExceededException', { keys: STORAGE_QUOTA.keys, bytes: STORAGE_QUOTA.bytes });
      }
      await tx
        .insert(userStorage)
        .values({ userId, key, value })
        .onConflictDoUpdate({ target: [userStorage.userId, userStorage.key], set: { value, updatedAt: new Date() } });
    });
  },
};
