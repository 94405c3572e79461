// Every messages/<locale>.json must hold the same keys, each a non-empty string, with the same ICU placeholders;
// every content/<locale>/*.json the same shape (keys, list lengths, non-empty texts) in every locale; and every
// seeded game-hall category a title in HallTitles.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATEGORIES } from '../platform/seed/catalogue-data';

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

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Leaf paths of a content file (`menus.sidebar.0.links.1.name`) with their values; list indexes are part of the path. */
function leaves(value: Json, prefix: string, out: Map<string, Json>): Map<string, Json> {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    if (entries.length === 0) out.set(prefix, value);
    for (const [k, v] of entries) leaves(v, `${prefix}.${k}`, out);
  } else out.set(prefix, value);
  return out;
}

/** content/<locale>/<file>.json: the same files and leaf paths in every locale, and no text left empty where another locale has one. */
export function compareContent(content: Record<string, Record<string, Json>>): string[] {
  const problems: string[] = [];
  const flat = Object.fromEntries(
    Object.entries(content).map(([locale, files]) => [locale, new Map(Object.entries(files).flatMap(([file, json]) => [...leaves(json, file, new Map())]))]),
  );
  const all = new Set(Object.values(flat).flatMap((m) => [...m.keys()]));
  for (const [locale, values] of Object.entries(flat)) {
    for (const path of all) {
      const value = values.get(path);
      if (value === undefined) problems.push(`content/${locale}: missing ${path}`);
      else if (value === '' && Object.values(flat).some((m) => typeof m.get(path) === 'string' && m.get(path) !== '')) problems.push(`content/${locale}: empty ${path}`);
    }
  }
  return problems;
}

/** Every category the seed creates has a title in every locale's HallTitles. */
export function checkHallTitles(dictionaries: Record<string, Tree>, sysnames: readonly string[]): string[] {
  return Object.entries(dictionaries).flatMap(([locale, tree]) => {
    const titles = tree.HallTitles;
    return sysnames.filter((s) => typeof titles !== 'object' || typeof titles[s] !== 'string').map((s) => `${locale}: missing HallTitles.${s}`);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = join(process.cwd(), 'messages');
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  const dictionaries = Object.fromEntries(files.map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, f), 'utf8')) as Tree]));
  const contentDir = join(process.cwd(), 'content');
  const content = Object.fromEntries(
    readdirSync(contentDir).map((locale) => [
      locale,
      Object.fromEntries(readdirSync(join(contentDir, locale)).filter((f) => f.endsWith('.json')).map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(contentDir, locale, f), 'utf8')) as Json])),
    ]),
  );
  const problems = [...compareDictionaries(dictionaries), ...compareContent(content), ...checkHallTitles(dictionaries, CATEGORIES.map((c) => c.sysname))];
  if (problems.length) {
    console.error(`messages: ${problems.length} problem(s)\n${problems.slice(0, 50).join('\n')}`);
    process.exit(1);
  }
  const keys = flatten(Object.values(dictionaries)[0] ?? {}).size;
  console.log(`messages: ${files.length} locales, ${keys} keys each, placeholders consistent; content/ alike in ${Object.keys(content).length} locales; ${CATEGORIES.length} hall titles`);
}
