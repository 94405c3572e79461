import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_KEYS, listOf, readEnv } from './env';

describe('env', () => {
  it('has working defaults: nothing needs a key to start', () => {
    const env = readEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('.data');
    expect(env.SEED_DEMO).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('rejects a malformed value with the variable named', () => {
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('reads comma lists', () => {
    expect(listOf(' Partner.example, ,b.example ')).toEqual(['partner.example', 'b.example']);
  });

  it('the README configuration table lists every variable', () => {
    const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
    const missing = ENV_KEYS.filter((key) => !readme.includes(`\`${key}\``));
    expect(missing).toEqual([]);
  });
});
