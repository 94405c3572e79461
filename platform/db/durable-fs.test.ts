import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDb } from './client';
import { durableStartParams } from './durable-fs';

// #15 finding 9: the embedded database runs durably by default (a commit is on disk before it is answered).
describe('durable PGlite', () => {
  it('starts without -F (fsync off) and with fsync, WAL through fsync() and synchronous commits', () => {
    const params = durableStartParams();
    expect(params).not.toContain('-F');
    expect(params.join(' ')).toContain('-c fsync=on -c wal_sync_method=fsync -c synchronous_commit=on');
  });

  it('a data directory opened with the defaults runs with fsync on', async () => {
    const show = async (fsync?: boolean) => {
      const dir = mkdtempSync(join(tmpdir(), 'durable-'));
      const database = createDb({ DATA_DIR: dir, DATABASE_URL: undefined, ...(fsync !== undefined && { PGLITE_FSYNC: fsync }) });
      try {
        const rows = (await database.db.execute(sql`select current_setting('fsync') as fsync, current_setting('wal_sync_method') as method`)) as unknown as { rows: Array<{ fsync: string; method: string }> };
        return rows.rows[0];
      } finally {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      }
    };
    expect(await show(undefined)).toEqual({ fsync: 'on', method: 'fsync' });
  }, 60_000);
});
