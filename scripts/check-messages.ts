// Every messages/<locale>.json must hold the same keys, each a non-empty string, with the same ICU placeholders.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Tree = { [key: string]: string | Tree };

export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\s*([A-Za-z0-9_]+)/g)].map((m) => m[1]).sort().join(',');

export function compareDictionaries(dictionaries: Record<string, Tree>): string[] {
  const problems: string[] = [];
  const flat = Object.fromEntries(Object.entries(dictionaries).map(([locale, tree]) => [locale, flatten(tree)]));
  const all = new Set(Object.values(flat).flatMap((m) => [...m.keys()]));
  for (const [locale, messages] of Object.entries(flat)) {
    for (const key of all) {
      const value = messages.get(key);
      if (value === undefined) problems.push(`${locale}: missing ${key}`);
      else if (value.trim() === '') problems.push(`${locale}: empty ${key}`);
    }
  }
  const [reference, ...others] = Object.keys(flat);
  for (const locale of others) {
    for (const [key, value] of flat[reference!]!) {
      const other = flat[locale]!.get(key);
      if (other !== undefined && placeholders(other) !== placeholders(value)) problems.push(`${locale}: placeholders differ in ${key}`);
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = join(process.cwd(), 'messages');
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  const dictionaries = Object.fromEntries(files.map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, f), 'utf8')) as Tree]));
  const problems = compareDictionaries(dictionaries);
  if (problems.length) {
    console.error(`messages: ${problems.length} problem(s)\n${problems.slice(0, 50).join('\n')}`);
    process.exit(1);
  }
  const keys = flatten(Object.values(dictionaries)[0] ?? {}).size;
  console.log(`messages: ${files.length} locales, ${keys} keys each, placeholders consistent`);
}
