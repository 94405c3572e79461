// Dead letters of the outbox: `npm run outbox` lists the e-mails given up on; `npm run outbox -- replay [id …]` queues them (all, or those ids) again.
// Reads DATABASE_URL (or DATA_DIR's PGlite while no server holds it), like the server; the database must be migrated (any server start does it).
import { readEnv } from '../lib/config';
import { createDb } from '../platform/db/client';
import { listDeadLetters, replayDeadLetters } from '../platform/messaging/claims';

const [command = 'list', ...rest] = process.argv.slice(2);
const database = createDb(readEnv());
try {
  if (command === 'replay') {
    const ids = rest.map(Number).filter(Number.isInteger);
    console.log(`${await replayDeadLetters(database.db, ids.length > 0 ? ids : undefined)} e-mail(s) queued again`);
  } else {
    const dead = await listDeadLetters(database.db);
    for (const d of dead) console.log(`${d.id}\t${d.dead}\t${d.to}\t${d.template}\t${d.attempts} tries\t${d.lastError ?? ''}`);
    console.log(`${dead.length} dead letter(s)`);
  }
} finally {
  await database.close();
}
