import type { GameType } from '@/lib/contract';
import { GAMES, sysnameOf } from './catalogue-data';

/** One game of the seeded catalogue, everything the games table needs. */
export type CatalogueGame = {
  sysname: string;
  name: string;
  type: GameType;
  provider: string;
  tags: string[];
  /** Return to player, basis points. */
  rtp: number;
  priority: number;
  popularity: number;
  createdAt: Date;
};

/** mulberry32: a small PRNG, the same sequence for the same seed on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = ReturnType<typeof prng>;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const ADJECTIVES = [
  'Golden', 'Lucky', 'Wild', 'Mystic', 'Royal', 'Ancient', 'Blazing', 'Crystal', 'Diamond', 'Electric', 'Fiery', 'Frozen',
  'Glowing', 'Hidden', 'Jolly', 'Lost', 'Magic', 'Midnight', 'Neon', 'Ocean', 'Sacred', 'Silver', 'Sweet', 'Thunder',
  'Twin', 'Velvet', 'Viking', 'Wicked', 'Cosmic', 'Savage', 'Emerald', 'Ruby', 'Sapphire', 'Shining', 'Sticky', 'Mega',
  'Super', 'Hot', 'Big', 'Raging', 'Secret', 'Eternal', 'Burning', 'Stormy', 'Dancing', 'Roaring', 'Sunny', 'Spooky',
] as const;
const NOUNS = [
  'Phoenix', 'Dragon', 'Pharaoh', 'Buffalo', 'Wolf', 'Tiger', 'Panda', 'Gems', 'Fruits', 'Sevens', 'Bells', 'Riches',
  'Treasure', 'Fortune', 'Jewels', 'Gold', 'Coins', 'Empire', 'Temple', 'Kingdom', 'Safari', 'Reels', 'Spins', 'Candy',
  'Queen', 'King', 'Joker', 'Cats', 'Lotus', 'Goddess', 'Samurai', 'Ninja', 'Cowboy', 'Rodeo', 'Heist', 'Vault', 'Lagoon',
  'Volcano', 'Galaxy', 'Planet', 'Rocket', 'Unicorn', 'Mermaid', 'Kraken', 'Pyramid', 'Sphinx', 'Legends', 'Quest',
  'Carnival', 'Fiesta', 'Owls', 'Eagle', 'Lion', 'Rhino', 'Gorilla', 'Stallion', 'Pearls', 'Crown', 'Scarab', 'Totem',
] as const;
const PLACES = [
  'Olympus', 'Atlantis', 'Egypt', 'Valhalla', 'Avalon', 'El Dorado', 'the Amazon', 'the Nile', 'Asgard', 'Camelot',
  'Babylon', 'Troy', 'Shangri-La', 'the Aztecs', 'the Incas', 'the Deep', 'the North', 'the Sun', 'the Moon', 'Persia',
] as const;
/** Slot name endings; some carry a tag. */
const SLOT_SUFFIXES: readonly [string, string | null][] = [
  ['Megaways', 'megaways'],
  ['Deluxe', null],
  ['Hold & Win', 'hold-and-win'],
  ['Bonanza', null],
  ['1000', null],
  ['Xtreme', null],
  ['Power Reels', null],
  ['Cash Collect', null],
  ['Ultra', null],
  ['Jackpot King', 'jackpot'],
];

const LIVE_PREFIXES = ['Speed', 'Lightning', 'VIP', 'Immersive', 'Auto', 'Grand', 'Salon Privé', 'Infinite', 'Power', 'Golden', 'Quantum', 'Royal', 'Club', 'Lounge', 'Turbo'] as const;
const LIVE_GAMES: readonly [string, string | null][] = [
  ['Roulette', null], ['Blackjack', null], ['Baccarat', null], ['Sic Bo', null], ['Dragon Tiger', null], ['Andar Bahar', null],
  ['Poker', null], ['Casino Hold’em', null], ['Three Card Poker', null], ['Teen Patti', null], ['Money Wheel', 'game-show'],
  ['Crazy Dice', 'game-show'], ['Ball Drop', 'game-show'], ['Coin Flip Show', 'game-show'],
];
const TABLE_PREFIXES = ['Classic', 'Multihand', 'Pro', 'Gold', 'Zero', 'Mini', 'Premier', 'High Limit', 'First Person', 'Royal', 'Diamond', 'Double'] as const;
const TABLE_GAMES = ['European Roulette', 'American Roulette', 'Blackjack', 'Baccarat', 'Video Poker', 'Jacks or Better', 'Deuces Wild', 'Pai Gow', 'Caribbean Stud', 'Texas Hold’em Bonus', 'Craps', 'Sic Bo', 'Casino War', 'Let It Ride'] as const;
const FAST_WORDS = ['Turbo', 'Neon', 'Rocket', 'Space', 'Lucky', 'Hyper', 'Mini', 'Pixel', 'Cyber', 'Cosmic', 'Instant', 'Flash', 'Jungle', 'Candy', 'Pirate'] as const;
const FAST_GAMES: readonly [string, string | null][] = [
  ['Crash', 'crash'], ['Plinko', null], ['Dice', null], ['Keno', null], ['Limbo', null], ['Wheel', null], ['Scratch', null],
  ['Coin Flip', null], ['Bingo', null], ['Penalty', null], ['Darts', null], ['Balloon', 'crash'], ['Jet', 'crash'], ['Pilot', 'crash'],
];
const LOGIC_WORDS = ['Gem', 'Crystal', 'Jungle', 'Space', 'Pirate', 'Candy', 'Ice', 'Desert', 'Deep Sea', 'Robot', 'Temple', 'Neon'] as const;
const LOGIC_GAMES = ['Mines', 'Tower', 'Maze', 'Match', 'Puzzle', 'Cups', 'Ladder', 'Chess Puzzle', 'Goal', 'Treasure Map', 'Bridge', 'Safe Cracker'] as const;
const HILO_WORDS = ['Classic', 'Turbo', 'Royal', 'Neon', 'Golden', 'Diamond', 'Midnight', 'Lucky', 'Mega', 'Pro', 'Vegas', 'Monte Carlo'] as const;
const HILO_GAMES = ['Hi-Lo', 'Higher or Lower', 'Card Ladder', 'Red or Black', 'Up & Down', 'Aces High', 'Card Climb'] as const;
const SPORTS = ['Football', 'Tennis', 'Basketball', 'Horse Racing', 'Greyhounds', 'Cricket', 'Ice Hockey', 'Motor Racing', 'Cycling', 'Darts'] as const;
const LEAGUES = ['League', 'Cup', 'Grand Prix', 'Championship'] as const;

/** A name and the tags it implies, for a game of `type`. */
function nameFor(random: Random, type: GameType): [string, string[]] {
  switch (type) {
    case 'slot': {
      const shape = random();
      if (shape < 0.35) return [`${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}`, []];
      if (shape < 0.55) return [`${pick(random, NOUNS)} of ${pick(random, PLACES)}`, []];
      if (shape < 0.7) return [`${pick(random, NOUNS)} ${pick(random, NOUNS)}`, []];
      const [suffix, tag] = pick(random, SLOT_SUFFIXES);
      return [`${pick(random, ADJECTIVES)} ${pick(random, NOUNS)} ${suffix}`, tag ? [tag] : []];
    }
    case 'live': {
      const [game, tag] = pick(random, LIVE_GAMES);
      return [`${pick(random, LIVE_PREFIXES)} ${game}`, tag ? [tag] : []];
    }
    case 'casino':
      return [`${pick(random, TABLE_PREFIXES)} ${pick(random, TABLE_GAMES)}`, []];
    case 'fast': {
      const [game, tag] = pick(random, FAST_GAMES);
      return [`${pick(random, FAST_WORDS)} ${game}`, tag ? [tag] : []];
    }
    case 'logical':
      return [`${pick(random, LOGIC_WORDS)} ${pick(random, LOGIC_GAMES)}`, []];
    case 'high_low':
      return [`${pick(random, HILO_GAMES)} ${pick(random, HILO_WORDS)}`, []];
    case 'betting':
      return [`Virtual ${pick(random, SPORTS)} ${pick(random, LEAGUES)}`, ['virtual']];
  }
}

/** How many generated games each provider makes, by type. */
export const GENERATED: Readonly<Record<string, Partial<Record<GameType, number>>>> = {
  aurora: { slot: 160 },
  'blue-comet': { slot: 140 },
  copperfox: { slot: 130 },
  'dune-works': { slot: 120 },
  emberline: { slot: 140 },
  frostbyte: { slot: 110 },
  goldleaf: { slot: 100, casino: 25 },
  'harbor-lights': { live: 70 },
  ironclad: { slot: 80, casino: 30, high_low: 15 },
  'jade-tiger': { slot: 130 },
  'kite-labs': { casino: 40, fast: 35, logical: 25, high_low: 20 },
  lumen: { fast: 45, logical: 30, high_low: 25 },
  moonrise: { live: 80 },
  northstar: { betting: 12 },
  orchid: { slot: 70, fast: 25, logical: 15, high_low: 15 },
  pinecrest: { slot: 140 },
  'quartz-live': { live: 40, casino: 30 },
  'rune-forge': { slot: 90, fast: 25 },
};

/** Chances of the common tags by type: [popular, new, bonus-buy, jackpot]. */
const TAG_ODDS: Record<GameType, [number, number, number, number]> = {
  slot: [0.07, 0.1, 0.18, 0.05],
  live: [0.1, 0.08, 0, 0],
  casino: [0.08, 0.08, 0, 0],
  fast: [0.1, 0.12, 0, 0],
  logical: [0.08, 0.1, 0, 0],
  high_low: [0.08, 0.1, 0, 0],
  betting: [0, 0.1, 0, 0],
};

const DAY = 86_400_000;
const OLDEST = Date.UTC(2021, 0, 1);
const NEWEST = Date.UTC(2025, 9, 31);
const NEW_SINCE = Date.UTC(2025, 8, 1);
const HAND_WRITTEN_DATE = Date.UTC(2025, 0, 1);
/** Generated games come after the hand-written ones in the default (priority) order. */
const GENERATED_PRIORITY = 100;

/** The hand-written games: priority by position, one day apart, popularity above every generated game. */
function handWritten(random: Random): CatalogueGame[] {
  return GAMES.map(([name, type, provider, tags], i) => ({
    sysname: sysnameOf(name),
    name,
    type,
    provider,
    tags,
    rtp: between(random, 9400, 9700),
    priority: i,
    popularity: tags.includes('popular') ? 1000 - i : 100 - i,
    createdAt: new Date(HAND_WRITTEN_DATE + i * DAY),
  }));
}

/**
 * The seeded catalogue: the hand-written games, then ~2,000 generated from word lists with a
 * fixed-seed PRNG (the same names, tags and dates on every run), spread over the providers of
 * GENERATED and every game type. Sysnames are unique; a taken name gets a number.
 */
export function buildCatalogue(seed = 20250101): CatalogueGame[] {
  const random = prng(seed);
  const games = handWritten(random);
  const taken = new Set(games.map((g) => g.sysname));
  const generated: Omit<CatalogueGame, 'priority'>[] = [];
  for (const [provider, mix] of Object.entries(GENERATED)) {
    for (const [type, howMany] of Object.entries(mix) as [GameType, number][]) {
      for (let n = 0; n < howMany; n += 1) {
        let [name, tags] = nameFor(random, type);
        for (let attempt = 0; taken.has(sysnameOf(name)) && attempt < 8; attempt += 1) [name, tags] = nameFor(random, type);
        const base = name;
        for (let k = 2; taken.has(sysnameOf(name)); k += 1) name = `${base} ${k}`;
        const sysname = sysnameOf(name);
        taken.add(sysname);
        const [popular, fresh, bonusBuy, jackpot] = TAG_ODDS[type];
        const isNew = random() < fresh;
        const allTags = [
          ...(random() < popular ? ['popular'] : []),
          ...(isNew ? ['new'] : []),
          ...tags,
          ...(random() < bonusBuy ? ['bonus-buy'] : []),
          ...(random() < jackpot && !tags.includes('jackpot') ? ['jackpot'] : []),
        ];
        const day = isNew ? between(random, (NEW_SINCE - OLDEST) / DAY, (NEWEST - OLDEST) / DAY) : between(random, 0, (NEW_SINCE - OLDEST) / DAY - 1);
        generated.push({
          sysname,
          name,
          type,
          provider,
          tags: allTags,
          rtp: between(random, 9400, 9700),
          popularity: allTags.includes('popular') ? between(random, 300, 900) : between(random, 0, 300),
          createdAt: new Date(OLDEST + day * DAY + between(random, 0, 23) * 3_600_000),
        });
      }
    }
  }
  // Fisher–Yates with the same generator: providers and types interleave in the default order.
  for (let i = generated.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [generated[i], generated[j]] = [generated[j]!, generated[i]!];
  }
  // The popular ones lead the generated part.
  generated.sort((a, b) => Number(b.tags.includes('popular')) - Number(a.tags.includes('popular')));
  return [...games, ...generated.map((game, i) => ({ ...game, priority: GENERATED_PRIORITY + i }))];
}
