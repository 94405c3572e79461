import type { JsonLd } from './json-ld';

/** schema.org ItemList of links (a game-hall page): position, name and absolute URL of each entry. */
export function itemListJsonLd(input: { name: string; url: string; items: readonly { name: string; url: string }[]; startPosition?: number }): JsonLd {
  const start = input.startPosition ?? 1;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: input.name,
    url: input.url,
    itemListElement: input.items.map((item, i) => ({ '@type': 'ListItem', position: start + i, name: item.name, url: item.url })),
  };
}
