import { imageConfigDefault } from 'next/dist/shared/lib/image-config';
import { getImageProps } from 'next/image';
import { IMAGE_QUALITIES, IMAGE_WIDTHS, TILE_SIZES, tileImageProps } from './tile-image';
import nextConfig from '@/next.config';

describe('tileImageProps', () => {
  it("uses next/image's default widths and the site's qualities", () => {
    expect([...IMAGE_WIDTHS]).toEqual([...imageConfigDefault.imageSizes, ...imageConfigDefault.deviceSizes].sort((a, b) => a - b));
    expect(nextConfig.images?.deviceSizes).toBeUndefined();
    expect(nextConfig.images?.imageSizes).toBeUndefined();
    expect(nextConfig.images?.qualities).toEqual([...IMAGE_QUALITIES]);
  });

  // getImageProps here runs with next/image's default config, whose only quality is 75: compare
  // everything but the quality, which the test above ties to next.config.ts.
  const withoutQuality = (props: object) => JSON.parse(JSON.stringify(props).replace(/&q=\d+/g, '&q=Q')) as Record<string, unknown>;

  it.each([
    ['/games/sun-temple-riches/cover.webp', 'vertical', false],
    ['/games/sun-temple-riches/cover.webp', 'horizontal', true],
    ['/games/a b/cover.png?v=2', 'vertical', true],
    ['/games/sun-temple-riches/cover.svg', 'vertical', false],
    ['https://cdn.example.com/games/cover.webp', 'horizontal', false],
    ['data:image/png;base64,AAAA', 'vertical', true],
  ] as const)('gives %s (%s, priority %s) what imageProps gives', (src, shape, priority) => {
    const { width, height } = TILE_SIZES[shape];
    const passThrough = /^(?:[a-z][a-z0-9+.-]*:|\/\/)|\.svg(?:[?#]|$)/i.test(src);
    const expected = getImageProps({ src, alt: '', width, height, priority, quality: 75, unoptimized: passThrough }).props;
    const { alt: _alt, ...rest } = expected;
    const clean = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
    const actual = Object.fromEntries(Object.entries(tileImageProps(src, shape, priority)).filter(([, v]) => v !== undefined));
    expect(withoutQuality(actual)).toEqual(withoutQuality(clean));
  });

  it('asks for the first row with fetchpriority=high only when told', () => {
    expect(tileImageProps('/games/a/cover.svg', 'vertical', true, true)).toMatchObject({ fetchPriority: 'high', loading: undefined });
    expect(tileImageProps('/games/a/cover.svg', 'vertical', true).fetchPriority).toBeUndefined();
  });
});
