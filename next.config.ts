import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // server.ts compresses, after the paint-first rewrite of the HTML (docs/decisions/0043).
  compress: false,
  reactStrictMode: true,
  // `npm test` type-checks once with tsc beside its other checks and builds with this set.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_SKIP_TYPECHECK === '1' },
  // forbidden() answers a real 403 (SPEC §8: any HTTP 403 → the forbidden page).
  experimental: {
    authInterrupts: true,
    // A CI run builds once from a clean clone: writing Turbopack's build cache (a minute here) buys nothing there.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  images: { qualities: [75, 95], formats: ['image/webp'] },
  // The custom server (server.ts) owns /api, /nfx, /hit, /oauth, /games and /socket.io.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino', 'ioredis'],
  // Messages are compiled once on the server (lib/i18n/precompile.ts): translators only format, with
  // use-intl's format-only build; no page parses ICU messages and none ships the parser (~10 KB gzip).
  turbopack: { resolveAlias: { 'use-intl/format-message': 'use-intl/format-message/format-only' } },
};

export default withNextIntl(nextConfig);
