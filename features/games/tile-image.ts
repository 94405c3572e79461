// A game tile's <img> attributes without next/image's getImageProps: tiles render in the browser too
// (the rails' later tiles, the game hall), and getImageProps with its config and loader is ~3 KB gzip
// of those pages' first load. The two tile shapes have fixed sizes, so the srcset is fixed too.
// tile-image.test.ts checks the result against `imageProps` (components/image) for both shapes.

/** next/image's default `images.imageSizes` and `deviceSizes` (next.config.ts sets neither). */
export const IMAGE_WIDTHS = [32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
/** `images.qualities` of next.config.ts; tiles ask for 95 (SPEC §9), served at the closest. */
export const IMAGE_QUALITIES = [75, 95] as const;
const TILE_QUALITY = 95;
const IMAGE_PATH = '/_next/image';
/** Absolute URLs (CMS hosts are not known at build time), data: URLs and SVGs pass through (as in `imageProps`). */
const NOT_OPTIMISABLE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)|\.svg(?:[?#]|$)/i;

export const TILE_SIZES = { vertical: { width: 240, height: 320 }, horizontal: { width: 320, height: 180 } } as const;

const closest = (wanted: number, of: readonly number[]) => of.reduce((best, q) => (Math.abs(q - wanted) < Math.abs(best - wanted) ? q : best));
const atLeast = (w: number) => IMAGE_WIDTHS.find((p) => p >= w) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;

/**
 * The attributes `imageProps({ src, alt: '', width, height, priority })` gives a tile's artwork;
 * `high` adds fetchpriority=high (the tile that is the page's LCP element and its row).
 */
export function tileImageProps(src: string, shape: keyof typeof TILE_SIZES, priority = false, high = false) {
  const { width, height } = TILE_SIZES[shape];
  const common = { loading: priority ? undefined : ('lazy' as const), fetchPriority: high ? ('high' as const) : undefined, width, height, decoding: 'async' as const, style: { color: 'transparent' } };
  if (NOT_OPTIMISABLE.test(src)) return { ...common, src };
  const quality = closest(TILE_QUALITY, IMAGE_QUALITIES);
  const url = (w: number) => `${IMAGE_PATH}?url=${encodeURIComponent(src)}&w=${w}&q=${quality}`;
  // 1x and 2x of the tile's width, each the next configured width up (next/image's density srcset)
  const widths = [...new Set([width, width * 2].map(atLeast))];
  return { ...common, srcSet: widths.map((w, i) => `${url(w)} ${i + 1}x`).join(', '), src: url(widths[widths.length - 1]!) };
}
