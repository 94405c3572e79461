import { describe, expect, it } from 'vitest';
import type { RoundRow } from './game-history';
import { CSV_HEADER, roundsCsv } from './history-exports';

const row = (over: Partial<RoundRow>): RoundRow => ({
  id: 7n,
  sysname: 'g',
  name: 'Game',
  mode: 'real',
  currency: 'USD',
  bet: 150n,
  win: 5n,
  createdAt: new Date('2026-03-01T10:00:00Z'),
  nonce: 3,
  freespinPackId: null,
  serverSeedHash: 'h',
  clientSeed: 'c',
  serverSeed: 's',
  revealedAt: null,
  ...over,
});

describe('roundsCsv', () => {
  it('writes the header and one CRLF line per round, amounts in major units exactly', () => {
    expect(roundsCsv([row({}), row({ id: 8n, currency: 'JPY', bet: 300n, win: 0n })])).toBe(
      `${CSV_HEADER.join(',')}\r\n7,2026-03-01T10:00:00.000Z,Game,real,1.50,0.05,USD,h,c,3\r\n8,2026-03-01T10:00:00.000Z,Game,real,300,0,JPY,h,c,3\r\n`,
    );
  });

  it('quotes separators and quotes, and neutralises a leading formula character', () => {
    const [, line] = roundsCsv([row({ name: 'Say "hi", world' }), row({ name: '=HYPERLINK("x")' })]).split('\r\n');
    expect(line).toContain(',"Say ""hi"", world",');
    expect(roundsCsv([row({ name: '=HYPERLINK("x")' })])).toContain(`,"'=HYPERLINK(""x"")",`);
  });
});
