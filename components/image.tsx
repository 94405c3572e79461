import { getImageProps, type ImageProps } from 'next/image';

type Props = Omit<ImageProps, 'width' | 'height' | 'alt' | 'fill'> & {
  /** Intrinsic size: always given, so the layout never shifts. */
  width: number;
  height: number;
  /** Required; pass "" for a purely decorative image. */
  alt: string;
};

const NOT_OPTIMISABLE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)|\.svg(?:[?#]|$)/i;

/**
 * An image with an explicit size and SPEC §9 quality 95 (served at the closest entry of
 * `images.qualities`). Absolute URLs (CMS hosts are not known at build time), data: URLs and
 * SVGs are passed through unoptimised; site-relative raster images get srcset densities 1x and 2x.
 * A plain `<img>` with the attributes next/image would render (`getImageProps`), not next/image's
 * client component: a server-rendered page pays no image script (~10 KB gzip of every page's
 * first load). `priority` images (the LCP candidate) load eagerly with fetchpriority=high; React's
 * server renderer preloads every eager `<img>` itself (a `Link` header, or a `<link rel=preload>` at
 * the top of `<head>` for a srcset), so the image is asked for before the page's body is parsed.
 */
export function Image(props: Props) {
  const img = imageProps(props);
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, without its client component
  return <img {...img} alt={props.alt} fetchPriority={props.priority ? 'high' : img.fetchPriority} />;
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
