import { describe, expect, it } from 'vitest';
import { itemListJsonLd } from './item-list';

describe('itemListJsonLd', () => {
  it('numbers the entries from the page’s first position', () => {
    const data = itemListJsonLd({
      name: 'Slots',
      url: 'https://casino.example/gamehall/slots?page=2',
      startPosition: 25,
      items: [{ name: 'Sun Temple Riches', url: 'https://casino.example/game/sun-temple-riches' }],
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Slots',
      url: 'https://casino.example/gamehall/slots?page=2',
      itemListElement: [{ '@type': 'ListItem', position: 25, name: 'Sun Temple Riches', url: 'https://casino.example/game/sun-temple-riches' }],
    });
  });
});
