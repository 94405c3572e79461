import type { GameType } from '@/lib/contract';

/** Fictional studios of the demo catalogue: [sysname, name]. */
export const PROVIDERS: readonly [string, string][] = [
  ['aurora', 'Aurora Studios'],
  ['blue-comet', 'Blue Comet'],
  ['copperfox', 'Copperfox Games'],
  ['dune-works', 'Dune Works'],
  ['emberline', 'Emberline'],
  ['frostbyte', 'Frostbyte Play'],
  ['goldleaf', 'Goldleaf Gaming'],
  ['harbor-lights', 'Harbor Lights Live'],
  ['ironclad', 'Ironclad Interactive'],
  ['jade-tiger', 'Jade Tiger'],
  ['kite-labs', 'Kite Labs'],
  ['lumen', 'Lumen Originals'],
  ['moonrise', 'Moonrise Live'],
  ['northstar', 'Northstar Sports'],
  ['orchid', 'Orchid Arcade'],
  ['pinecrest', 'Pinecrest Slots'],
  ['quartz-live', 'Quartz Live'],
  ['rune-forge', 'Rune Forge'],
];

/** The hand-written games, first in the catalogue: [name, type, provider sysname, tags]. Sysnames derive from names. */
export const GAMES: readonly [string, GameType, string, string[]][] = [
  ['Sun Temple Riches', 'slot', 'aurora', ['popular', 'jackpot']],
  ['Aurora Wilds', 'slot', 'aurora', ['new']],
  ['Starlit Fortune', 'slot', 'aurora', ['megaways']],
  ['Comet Cascade', 'slot', 'blue-comet', ['popular']],
  ['Nebula Nine', 'slot', 'blue-comet', ['bonus-buy']],
  ['Orbit Gems', 'slot', 'blue-comet', ['new']],
  ['Foxfire Gold', 'slot', 'copperfox', ['popular', 'jackpot']],
  ['Copper Canyon', 'slot', 'copperfox', []],
  ['Sly Fox Heist', 'slot', 'copperfox', ['bonus-buy']],
  ['Desert Mirage', 'slot', 'dune-works', ['megaways']],
  ['Pharaoh Sands', 'slot', 'dune-works', ['popular']],
  ['Oasis Spins', 'slot', 'dune-works', []],
  ['Ember Dragons', 'slot', 'emberline', ['popular', 'jackpot']],
  ['Phoenix Rising', 'slot', 'emberline', ['new', 'bonus-buy']],
  ['Lava Lanterns', 'slot', 'emberline', []],
  ['Frozen Vault', 'slot', 'frostbyte', ['jackpot']],
  ['Ice Crystal Bonanza', 'slot', 'frostbyte', ['megaways', 'new']],
  ['Polar Payout', 'slot', 'frostbyte', []],
  ['Golden Grove', 'slot', 'goldleaf', ['popular']],
  ['Leprechaun Ledger', 'slot', 'goldleaf', ['bonus-buy']],
  ['Emerald Acres', 'slot', 'goldleaf', []],
  ['Jade Emperor', 'slot', 'jade-tiger', ['popular', 'jackpot']],
  ['Tiger Lanterns', 'slot', 'jade-tiger', ['new']],
  ['Lucky Koi', 'slot', 'jade-tiger', []],
  ['Neon Arcade Reels', 'slot', 'orchid', ['new']],
  ['Orchid Bloom', 'slot', 'orchid', ['megaways']],
  ['Retro Fruit Stand', 'slot', 'orchid', ['popular']],
  ['Ironclad Armada', 'slot', 'ironclad', ['bonus-buy']],
  ['Harbor Roulette Live', 'live', 'harbor-lights', ['popular']],
  ['Harbor Blackjack Live', 'live', 'harbor-lights', []],
  ['Lighthouse Baccarat', 'live', 'harbor-lights', ['new']],
  ['Moonrise Lightning Wheel', 'live', 'moonrise', ['popular', 'game-show']],
  ['Moonrise Speed Roulette', 'live', 'moonrise', []],
  ['Moonrise Dream Catcher', 'live', 'moonrise', ['game-show']],
  ['Moonrise Poker Lounge', 'live', 'moonrise', ['new']],
  ['Harbor Sic Bo', 'live', 'harbor-lights', []],
  ['European Roulette', 'casino', 'ironclad', ['popular']],
  ['Classic Blackjack', 'casino', 'ironclad', []],
  ['Punto Banco', 'casino', 'ironclad', []],
  ['Triple Card Poker', 'casino', 'goldleaf', ['new']],
  ['French Roulette Gold', 'casino', 'goldleaf', []],
  ['Casino Hold’em', 'casino', 'kite-labs', []],
  ['Red Dog', 'casino', 'kite-labs', []],
  ['Video Poker Deluxe', 'casino', 'kite-labs', ['popular']],
  ['Sky Rocket Crash', 'fast', 'lumen', ['popular', 'crash']],
  ['Plinko Drop', 'fast', 'lumen', ['new']],
  ['Dice Duel', 'fast', 'lumen', []],
  ['Keno Express', 'fast', 'kite-labs', []],
  ['Scratch Stars', 'fast', 'orchid', ['new']],
  ['Paper Plane Crash', 'fast', 'kite-labs', ['crash']],
  ['Sportsbook', 'betting', 'northstar', ['sportsbook']],
  ['Virtual Football League', 'betting', 'northstar', ['virtual']],
  ['Mines', 'logical', 'lumen', ['popular']],
  ['Tower Climb', 'logical', 'lumen', []],
  ['Goal Keeper', 'logical', 'kite-labs', ['new']],
  ['Memory Match', 'logical', 'orchid', []],
  ['Hi-Lo Classic', 'high_low', 'lumen', ['popular']],
  ['Hi-Lo Turbo', 'high_low', 'kite-labs', []],
  ['Card Ladder', 'high_low', 'orchid', ['new']],
  ['Red or Black', 'high_low', 'ironclad', []],
];

export const sysnameOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

type Rule = { sysname: string; name: string; pick: (g: { type: GameType; tags: string[] }) => boolean };

/** Game-hall categories and which games each holds. */
export const CATEGORIES: readonly Rule[] = [
  { sysname: 'popular', name: 'Popular', pick: (g) => g.tags.includes('popular') },
  { sysname: 'new', name: 'New', pick: (g) => g.tags.includes('new') },
  { sysname: 'slots', name: 'Slots', pick: (g) => g.type === 'slot' },
  { sysname: 'live', name: 'Live casino', pick: (g) => g.type === 'live' },
  { sysname: 'table', name: 'Table games', pick: (g) => g.type === 'casino' },
  { sysname: 'fast', name: 'Fast games', pick: (g) => ['fast', 'logical', 'high_low'].includes(g.type) },
  { sysname: 'jackpots', name: 'Jackpots', pick: (g) => g.tags.includes('jackpot') },
  { sysname: 'betting', name: 'Betting', pick: (g) => g.type === 'betting' },
];
