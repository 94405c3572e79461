import type { Db } from '../db/client';
import { sportEvents } from '../db/schema';
import { upcomingCount } from '../services/sportsbook';

type Fixture = { sport: string; league: string; home: string; away: string; draw: boolean };

const FIXTURES: Fixture[] = [
  { sport: 'football', league: 'Premier Division', home: 'Northbridge FC', away: 'Harbor City', draw: true },
  { sport: 'football', league: 'Premier Division', home: 'Redwood United', away: 'Stonegate Rovers', draw: true },
  { sport: 'football', league: 'Liga Atlântica', home: 'Porto Azul', away: 'Serra Verde', draw: true },
  { sport: 'football', league: 'Liga Atlântica', home: 'Rio Claro', away: 'Vila Nova EC', draw: true },
  { sport: 'football', league: 'Copa del Sol', home: 'Atlético Brisa', away: 'Real Montaña', draw: true },
  { sport: 'basketball', league: 'Continental League', home: 'Capital Comets', away: 'Lakeside Lynx', draw: false },
  { sport: 'basketball', league: 'Continental League', home: 'Desert Hawks', away: 'Metro Giants', draw: false },
  { sport: 'tennis', league: 'Open Series', home: 'A. Moreau', away: 'K. Tanaka', draw: false },
  { sport: 'tennis', league: 'Open Series', home: 'L. Ortega', away: 'S. Becker', draw: false },
  { sport: 'ice_hockey', league: 'Northern Cup', home: 'Frost Wolves', away: 'Iron Bears', draw: true },
  { sport: 'football', league: 'Gulf Championship', home: 'Al Nour SC', away: 'Dune Riders', draw: true },
  { sport: 'esports', league: 'Arena Masters', home: 'Team Vortex', away: 'Nightfall', draw: false },
];

/** Decimal odds ×100 with a bookmaker's margin of about 6 %, varied by the fixture's place. */
function oddsFor(index: number, draw: boolean): { oddsHome: number; oddsDraw: number | null; oddsAway: number } {
  const home = [0.55, 0.45, 0.38, 0.3, 0.5, 0.62][index % 6]!;
  const drawShare = draw ? 0.27 : 0;
  const away = 1 - home - drawShare;
  const price = (p: number) => Math.max(105, Math.round(100 / (p * 1.06)));
  return { oddsHome: price(home), oddsDraw: draw ? price(drawShare) : null, oddsAway: price(away) };
}

/** Kick-off offsets of a batch: a few within minutes, the rest spread over the next days. */
const OFFSETS_MIN = [3, 6, 10, 45, 120, 240, 480, 720, 1440, 1800, 2880, 4320];

/**
 * Keeps the demo sportsbook supplied: when fewer than `minimum` open events kick off later than
 * the next five minutes, a batch of fixtures is added with kick-offs from `now`. Idempotent in the
 * sense that matters: seeding again with enough events ahead writes nothing. The settler calls it
 * too, so a long-running demo never runs out of events.
 */
export async function seedSportsbook(db: Db, now = new Date(), minimum = 6): Promise<number> {
  if ((await upcomingCount(db, new Date(now.getTime() + 5 * 60_000))) >= minimum) return 0;
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  const rows = FIXTURES.map((f, i) => ({
    sport: f.sport,
    league: f.league,
    home: f.home,
    away: f.away,
    startsAt: new Date(minute + OFFSETS_MIN[i % OFFSETS_MIN.length]! * 60_000),
    ...oddsFor(i, f.draw),
  }));
  await db.insert(sportEvents).values(rows);
  return rows.length;
}
