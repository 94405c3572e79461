import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textIn } from '../services/localized';
import { backends, freshDatabase, POSTGRES_URL } from '../test/databases';

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

/** A copy of the migrations folder whose journal ends at `tag`: a database as it was before the later ones. */
async function migrationsUpTo(tag: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'migrations-'));
  await cp(MIGRATIONS, dir, { recursive: true });
  const file = join(dir, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(file, 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === tag) + 1);
  await writeFile(file, JSON.stringify(journal));
  return dir;
}

type Backend = {
  /** Applies the migrations of `folder`. */
  migrate(folder: string): Promise<void>;
  query<T>(text: string): Promise<T[]>;
  close(): Promise<void>;
};

async function open(kind: 'pglite' | 'postgres'): Promise<Backend> {
  if (kind === 'pglite') {
    const client = new PGlite();
    const db = drizzlePglite({ client });
    return {
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      query: async <T,>(text: string) => (await client.query<T>(text)).rows,
      close: () => client.close(),
    };
  }
  const fresh = await freshDatabase(POSTGRES_URL!);
  const pool = new pg.Pool({ connectionString: fresh.url, max: 1 });
  const db = drizzleNodePg({ client: pool });
  return {
    migrate: (folder) => migrateNodePg(db, { migrationsFolder: folder }),
    query: async <T,>(text: string) => (await pool.query(text)).rows as T[],
    close: async () => {
      await pool.end();
      await fresh.drop();
    },
  };
}

/**
 * One migration's tests on each backend: before they run, `db.backend` is a fresh database and
 * `db.before` the migrations folder as it was up to `from` (the migration before this one).
 */
function describeMigration(name: string, from: string, tests: (db: { backend: Backend; before: string }) => void) {
  for (const kind of backends()) {
    describe(`migration ${name} [${kind}]`, () => {
      const db = {} as { backend: Backend; before: string };
      beforeAll(async () => {
        db.before = await migrationsUpTo(from);
        db.backend = await open(kind);
      });
      afterAll(async () => {
        await db.backend?.close();
        if (db.before) await rm(db.before, { recursive: true, force: true });
      });
      tests(db);
    });
  }
}

describeMigration('0019_localized_rewards', '0018_loyalty_quests', (db) => {

  it('turns the texts of rows written before into jsonb strings (perks a list of strings), which read the same in every locale; new rows take jsonb defaults', async () => {
    await db.backend.migrate(db.before);
    await db.backend.query(`insert into loyalty_programs (sysname, title) values ('club', 'Club')`);
    await db.backend.query(`insert into loyalty_levels (program_id, level, title, threshold, perks) select id, 1, 'Bronze', 0, '{"Shop access","VIP products"}' from loyalty_programs`);
    await db.backend.query(`insert into loyalty_levels (program_id, level, title, threshold) select id, 2, 'Silver', 100 from loyalty_programs`);
    await db.backend.query(`insert into loyalty_products (program_id, sysname, title, price, reward_type) select id, 'cash-5', '5 USD cash', 200, 'money' from loyalty_programs`);
    await db.backend.query(`insert into wheel_campaigns (sysname, title, start_at, end_at, spin_price) values ('lucky-wheel', 'Lucky Wheel', now(), now(), 100)`);
    await db.backend.query(`insert into wheel_quests (campaign_id, sysname, title, description, kind, target, spins) select id, 'q', 'Play 5 rounds', 'Play five rounds.', 'rounds', 5, 1 from wheel_campaigns`);

    await db.backend.migrate(MIGRATIONS);

    const levels = await db.backend.query<{ title: unknown; perks: unknown[] }>(`select title, perks from loyalty_levels order by level`);
    expect(levels).toEqual([
      { title: 'Bronze', perks: ['Shop access', 'VIP products'] },
      { title: 'Silver', perks: [] },
    ]);
    const [product] = await db.backend.query<{ title: unknown; description: unknown }>(`select title, description from loyalty_products`);
    expect(product).toEqual({ title: '5 USD cash', description: '' });
    const [campaign] = await db.backend.query<{ title: unknown }>(`select title from wheel_campaigns`);
    const [quest] = await db.backend.query<{ title: unknown; description: unknown }>(`select title, description from wheel_quests`);
    for (const locale of ['pt-BR', 'ar', 'en-US']) {
      expect([textIn(levels[0]!.title, locale), ...levels[0]!.perks.map((p) => textIn(p, locale))]).toEqual(['Bronze', 'Shop access', 'VIP products']);
      expect([textIn(campaign!.title, locale), textIn(quest!.title, locale), textIn(quest!.description, locale)]).toEqual(['Lucky Wheel', 'Play 5 rounds', 'Play five rounds.']);
    }

    // the defaults are jsonb now: an empty list of perks, an empty description
    await db.backend.query(`insert into loyalty_levels (program_id, level, title, threshold) select id, 3, '{"en-US":"Gold","pt-BR":"Ouro"}', 1000 from loyalty_programs`);
    await db.backend.query(`insert into loyalty_products (program_id, sysname, title, price, reward_type) select id, 'p2', '"Gift"', 1, 'money' from loyalty_programs`);
    await db.backend.query(`insert into wheel_quests (campaign_id, sysname, title, kind, target, spins) select id, 'q2', '"Quest"', 'rounds', 1, 1 from wheel_campaigns`);
    const [gold] = await db.backend.query<{ title: unknown; perks: unknown }>(`select title, perks from loyalty_levels where level = 3`);
    expect([textIn(gold!.title, 'pt-BR'), gold!.perks]).toEqual(['Ouro', []]);
    expect(await db.backend.query(`select description from loyalty_products where sysname = 'p2' union all select description from wheel_quests where sysname = 'q2'`)).toEqual([{ description: '' }, { description: '' }]);
  });
});

describeMigration('0020_localized_bonuses', '0019_localized_rewards', (db) => {

  it('turns the titles of bonuses written before into jsonb strings, which read the same in every locale; new rows may hold a title per locale', async () => {
    await db.backend.migrate(db.before);
    await db.backend.query(`insert into users (login) values ('bonus-migration@example.com')`);
    const terms = `'{"wager_multiplier":5,"wager_base":"bonus","deposit":"0","contributions":{},"game_contributions":{},"max_bet":null,"max_cashout":null,"description":{"title":"Promo code WELCOME","text":"10 USD bonus when you enter WELCOME, wagered 5 times."}}'`;
    await db.backend.query(`insert into bonuses (user_id, currency, source, title, amount, wager_required, terms) select uid, 'USD', 'promo_code', 'Promo code WELCOME', 1000, 5000, ${terms} from users`);
    await db.backend.query(`insert into bonuses (user_id, currency, status, source, title, amount, wager_required, terms) select uid, 'USD', 'completed', 'freespins', 'Free spins winnings', 10, 30, ${terms} from users`);

    await db.backend.migrate(MIGRATIONS);

    const rows = await db.backend.query<{ title: unknown; terms: { description: Record<string, unknown> } }>(`select title, terms from bonuses order by id`);
    expect(rows.map((r) => r.title)).toEqual(['Promo code WELCOME', 'Free spins winnings']);
    for (const locale of ['pt-BR', 'ar', 'en-US']) {
      expect(rows.map((r) => textIn(r.title, locale))).toEqual(['Promo code WELCOME', 'Free spins winnings']);
      expect(textIn(rows[0]!.terms.description.text, locale)).toBe('10 USD bonus when you enter WELCOME, wagered 5 times.');
    }
    const [{ type } = { type: '' }] = await db.backend.query<{ type: string }>(`select data_type as type from information_schema.columns where table_name = 'bonuses' and column_name = 'title'`);
    expect(type).toBe('jsonb');

    // a title per locale from now on
    await db.backend.query(`insert into bonuses (user_id, currency, status, source, title, amount, wager_required, terms) select uid, 'USD', 'completed', 'offer', '{"en-US":"Welcome bonus","pt-BR":"Bônus de boas-vindas"}', 1, 0, ${terms} from users`);
    const [added] = await db.backend.query<{ title: unknown }>(`select title from bonuses where source = 'offer'`);
    expect([textIn(added!.title, 'pt-BR'), textIn(added!.title, 'ar'), textIn(added!.title, 'en-US')]).toEqual(['Bônus de boas-vindas', 'Welcome bonus', 'Welcome bonus']);
  });
});

describeMigration('0021_payment_instruments', '0020_localized_bonuses', (db) => {

  it('keeps open to withdrawals the methods players already have a successful deposit with (once each), not the others', async () => {
    await db.backend.migrate(db.before);
    await db.backend.query(`insert into users (login) values ('instruments-a@example.com'), ('instruments-b@example.com')`);
    await db.backend.query(`insert into wallets (user_id, currency) select uid, 'USD' from users`);
    const deposit = (login: string, method: string, status: string) =>
      db.backend.query(
        `insert into payment_transactions (user_id, wallet_id, type, method, amount, currency, status, outcome) select u.uid, w.id, 'deposit', '${method}', 1000, 'USD', '${status}', 'success' from users u join wallets w on w.user_id = u.uid where u.login = '${login}'`,
      );
    await deposit('instruments-a@example.com', 'demo_card', 'success');
    await deposit('instruments-a@example.com', 'demo_card', 'success');
    await deposit('instruments-a@example.com', 'demo_bank', 'pending');
    await deposit('instruments-b@example.com', 'demo_bank', 'success');
    await deposit('instruments-b@example.com', 'demo_declined', 'fail');

    await db.backend.migrate(MIGRATIONS);

    const rows = await db.backend.query<{ login: string; method: string; fingerprint: string; mask: string | null }>(
      `select u.login, i.method, i.fingerprint, i.mask from payment_instruments i join users u on u.uid = i.user_id order by u.login, i.method`,
    );
    expect(rows).toEqual([
      { login: 'instruments-a@example.com', method: 'demo_card', fingerprint: '', mask: null },
      { login: 'instruments-b@example.com', method: 'demo_bank', fingerprint: '', mask: null },
    ]);
  });
});

describeMigration('0022_localized_points_alias', '0021_payment_instruments', (db) => {

  it('turns the points’ names of programmes written before into jsonb strings, which read the same in every locale; the default is jsonb, a name may be given per locale', async () => {
    await db.backend.migrate(db.before);
    await db.backend.query(`insert into loyalty_programs (sysname, title, points_alias) values ('club', 'Club', 'coins')`);
    await db.backend.query(`insert into loyalty_programs (sysname, title) values ('plain', 'Plain')`);

    await db.backend.migrate(MIGRATIONS);

    const rows = await db.backend.query<{ alias: unknown }>(`select points_alias as alias from loyalty_programs order by id`);
    expect(rows.map((r) => r.alias)).toEqual(['coins', 'points']);
    for (const locale of ['pt-BR', 'ar', 'en-US']) expect(rows.map((r) => textIn(r.alias, locale))).toEqual(['coins', 'points']);
    const [{ type } = { type: '' }] = await db.backend.query<{ type: string }>(`select data_type as type from information_schema.columns where table_name = 'loyalty_programs' and column_name = 'points_alias'`);
    expect(type).toBe('jsonb');

    // the default is jsonb now; a name per locale from now on
    await db.backend.query(`insert into loyalty_programs (sysname, title) values ('later', 'Later')`);
    await db.backend.query(`insert into loyalty_programs (sysname, title, points_alias) values ('local', 'Local', '{"en-US":"coins","pt-BR":"moedas","ar":"عملات"}')`);
    const [later] = await db.backend.query<{ alias: unknown }>(`select points_alias as alias from loyalty_programs where sysname = 'later'`);
    expect(later!.alias).toBe('points');
    const [local] = await db.backend.query<{ alias: unknown }>(`select points_alias as alias from loyalty_programs where sysname = 'local'`);
    expect([textIn(local!.alias, 'pt-BR'), textIn(local!.alias, 'ar'), textIn(local!.alias, 'es-ES'), textIn(local!.alias, 'en-US')]).toEqual(['moedas', 'عملات', 'coins', 'coins']);
  });
});

describeMigration('0023_localized_tournament_titles', '0022_localized_points_alias', (db) => {

  it('turns the titles of tournaments written before into jsonb strings, which read the same in every locale; a title may be given per locale', async () => {
    await db.backend.migrate(db.before);
    await db.backend.query(`insert into tournaments (sysname, title, start_at, end_at) values ('spring-spins', 'Spring Spins', now(), now()), ('own', 'Our cup', now(), now())`);

    await db.backend.migrate(MIGRATIONS);

    const rows = await db.backend.query<{ title: unknown }>(`select title from tournaments order by id`);
    expect(rows.map((r) => r.title)).toEqual(['Spring Spins', 'Our cup']);
    for (const locale of ['pt-BR', 'ar', 'en-US']) expect(rows.map((r) => textIn(r.title, locale))).toEqual(['Spring Spins', 'Our cup']);
    const [{ type } = { type: '' }] = await db.backend.query<{ type: string }>(`select data_type as type from information_schema.columns where table_name = 'tournaments' and column_name = 'title'`);
    expect(type).toBe('jsonb');

    // a title per locale from now on
    await db.backend.query(`insert into tournaments (sysname, title, start_at, end_at) values ('local', '{"en-US":"Winter Classic","pt-BR":"Clássico de inverno","ar":"كلاسيكو الشتاء"}', now(), now())`);
    const [local] = await db.backend.query<{ title: unknown }>(`select title from tournaments where sysname = 'local'`);
    expect([textIn(local!.title, 'pt-BR'), textIn(local!.title, 'ar'), textIn(local!.title, 'es-ES'), textIn(local!.title, 'en-US')]).toEqual(['Clássico de inverno', 'كلاسيكو الشتاء', 'Winter Classic', 'Winter Classic']);
  });
});
