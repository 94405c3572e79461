import NextImage, { getImageProps, type ImageProps } from 'next/image';

type Props = Omit<ImageProps, 'width' | 'height' | 'alt' | 'fill'> & {
  /** Intrinsic size: always given, so the layout never shifts. */
  width: number;
  height: number;
  /** Required; pass "" for a purely decorative image. */
  alt: string;
};

const NOT_OPTIMISABLE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)|\.svg(?:[?#]|$)/i;

/**
 * next/image with an explicit size and SPEC §9 quality 95 (served at the closest entry of
 * `images.qualities`). Absolute URLs (CMS hosts are not known at build time), data: URLs and
 * SVGs are passed through unoptimised; site-relative raster images get srcset densities 1x and 2x.
 */
export function Image({ src, quality = 95, unoptimized, ...props }: Props) {
  const passThrough = unoptimized ?? (typeof src === 'string' && NOT_OPTIMISABLE.test(src));
  return <NextImage src={src} quality={quality} unoptimized={passThrough} {...props} />;
}

/**
 * The `<img>` attributes `Image` would render (same srcset, quality and pass-through rules), for a
 * plain `<img>` in server-rendered lists: no client component per image, so long lists of tiles
 * cost their markup and nothing more.
 */
export function imageProps({ src, quality = 95, unoptimized, ...props }: Props) {
  const passThrough = unoptimized ?? (typeof src === 'string' && NOT_OPTIMISABLE.test(src));
  return getImageProps({ src, quality, unoptimized: passThrough, ...props }).props;
}
