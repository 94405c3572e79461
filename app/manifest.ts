import type { MetadataRoute } from 'next';

/** /manifest.webmanifest: the site installs on phones (standalone, dark theme colours). */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Casino',
    short_name: 'Casino',
    description: 'Casino games, live dealers and sports betting.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#0c0f16',
    theme_color: '#0c0f16',
    icons: [
      { src: '/images/favicon/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/images/favicon/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
