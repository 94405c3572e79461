#!/usr/bin/env node
// Deep-merges translations into messages/<locale>.json, keeping each file's existing keys.
// Usage: node scripts/messages-merge.mjs patch.json   where patch.json is { "<locale>": { Namespace: {...} }, ... }
import { readFileSync, writeFileSync } from 'node:fs';

const merge = (base, over) => {
  const out = { ...base };
  for (const [k, v] of Object.entries(over)) {
    out[k] = v && typeof v === 'object' && !Array.isArray(v) && out[k] && typeof out[k] === 'object' ? merge(out[k], v) : v;
  }
  return out;
};

const patch = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const [locale, messages] of Object.entries(patch)) {
  const file = new URL(`../messages/${locale}.json`, import.meta.url);
  let current = {};
  try {
    current = JSON.parse(readFileSync(file, 'utf8'));
  } catch {}
  writeFileSync(file, JSON.stringify(merge(current, messages), null, 2) + '\n');
  console.log(`merged ${Object.keys(messages).join(', ')} into messages/${locale}.json`);
}
