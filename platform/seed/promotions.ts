import type { Db } from '../db/client';
import { banners, offers, popups, tournamentGames, tournaments } from '../db/schema';

const at = (iso: string) => new Date(iso);

/** Fixed dates keep every status stable for decades: active until 2099, future from 2098, finished in 2024. */
const TOURNAMENTS = [
  { sysname: 'spring-spins', title: 'Spring Spins', startAt: at('2025-01-01T00:00:00Z'), endAt: at('2099-12-31T00:00:00Z'), totalPrize: 1_000_000n, tags: ['slots'], provider: null, games: 'slot' },
  { sysname: 'live-table-race', title: 'Live Table Race', startAt: at('2025-03-01T00:00:00Z'), endAt: at('2099-06-30T00:00:00Z'), totalPrize: 500_000n, tags: ['live'], provider: 'moonrise', games: 'live' },
  { sysname: 'crash-masters', title: 'Crash Masters', startAt: at('2098-01-01T00:00:00Z'), endAt: at('2098-02-01T00:00:00Z'), totalPrize: 250_000n, tags: ['fast'], provider: 'lumen', games: 'fast' },
  { sysname: 'winter-classic', title: 'Winter Classic', startAt: at('2024-01-01T00:00:00Z'), endAt: at('2024-02-01T00:00:00Z'), totalPrize: 300_000n, tags: ['slots'], provider: null, games: 'slot' },
] as const;

export async function seedPromotions(db: Db, gamesByType: Map<string, number[]>): Promise<Map<string, number>> {
  await db
    .insert(tournaments)
    .values(
      TOURNAMENTS.map(({ games: _games, ...t }, i) => ({
        ...t,
        tags: [...t.tags],
        priority: i,
        description: { title: t.title, text: `Collect points in ${t.title} games; the best players share the prize pool.`, rules: 'One point per 1 USD wagered.' },
        restrictions: { min_bet: { amount: 0.2, currency: 'USD' }, countries: [] },
        extra: { points_per_unit: 1 },
      })),
    )
    .onConflictDoNothing();
  const rows = await db.select({ id: tournaments.id, sysname: tournaments.sysname }).from(tournaments);
  const tournamentId = new Map(rows.map((r) => [r.sysname, r.id]));
  const links = TOURNAMENTS.flatMap((t) => (gamesByType.get(t.games) ?? []).slice(0, 12).map((gameId) => ({ tournamentId: tournamentId.get(t.sysname)!, gameId })));
  await db.insert(tournamentGames).values(links).onConflictDoNothing();

  await db
    .insert(offers)
    .values([
      {
        sysname: 'welcome-bonus',
        priority: 0,
        trigger: { action: 'deposit', params: { exclude_methods: [] } },
        description: { title: 'Welcome bonus', text: '100% up to 500 USD on your first deposit.', button_title: 'Deposit' },
        promotions: [{ id: 1, type: 'bonus', percent: 100, max_amount: { amount: 500, currency: 'USD' } }],
      },
      {
        sysname: 'friday-free-spins',
        priority: 1,
        trigger: { action: 'deposit', params: { exclude_methods: ['crypto'] } },
        description: { title: 'Friday free spins', text: '50 free spins on Sun Temple Riches with a deposit of 20 USD or more.' },
        promotions: [{ id: 2, type: 'freespins', count: 50, game: 'sun-temple-riches' }],
      },
      {
        sysname: 'promo-welcome',
        priority: 2,
        promoCode: 'WELCOME',
        trigger: { action: 'promo_code', params: { exclude_methods: [] } },
        description: { title: 'Promo code WELCOME', text: '10 USD bonus when you enter WELCOME.' },
        promotions: [{ id: 3, type: 'bonus', amount: { amount: 10, currency: 'USD' } }],
      },
      {
        sysname: 'summer-reload',
        priority: 3,
        isActive: false,
        trigger: { action: 'deposit', params: { exclude_methods: [] } },
        description: { title: 'Summer reload (ended)', text: '' },
        promotions: [],
      },
    ])
    .onConflictDoNothing();

  await db
    .insert(banners)
    .values([
      { sysname: 'home-welcome', priority: 0, description: { position: 'main', title: 'Welcome bonus', subtitle: '100% up to 500 USD', button_title: 'Join now', button_slug: '/offers' } },
      { sysname: 'home-tournament', priority: 1, description: { position: 'main', title: 'Spring Spins', subtitle: 'Share a 10 000 USD prize pool', button_title: 'Take part', button_slug: '/tournaments' } },
      { sysname: 'registration-side', priority: 2, description: { position: 'registration', label: 'Bonus', value: '100%', addition: 'on your <b>first</b> deposit', banner_type: 'compact' } },
      { sysname: 'sidebar-promo', priority: 3, description: { position: 'sidebar', title: 'Free spins Friday', button_title: 'Deposit', button_slug: '/cashier/deposit' } },
      { sysname: 'expired-spring', priority: 4, finishedAt: at('2024-05-01T00:00:00Z'), description: { position: 'main', title: 'Expired' } },
    ])
    .onConflictDoNothing();

  await db
    .insert(popups)
    .values([{ sysname: 'welcome', content: { title: 'Welcome!', text: 'Your first deposit is doubled.', button: { title: 'Deposit', link: '/cashier/deposit' } } }])
    .onConflictDoNothing();

  return tournamentId;
}
