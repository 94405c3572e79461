import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../db/client';
import { gameProviders, games } from '../db/schema';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A 3:4 cover with the game's name on a gradient whose hues derive from its sysname. */
export function coverSvg(sysname: string, name: string, provider: string): string {
  const digest = createHash('sha256').update(sysname).digest();
  const hue = (digest[0]! * 360) / 256;
  const words = name.split(/\s+/);
  const lines = words.length > 2 ? [words.slice(0, Math.ceil(words.length / 2)).join(' '), words.slice(Math.ceil(words.length / 2)).join(' ')] : [name];
  const text = lines.map((line, i) => `<text x="150" y="${190 + i * 42 - (lines.length - 1) * 21}" font-size="34">${escapeXml(line)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue.toFixed(0)} 70% 45%)"/><stop offset="1" stop-color="hsl(${((hue + 60) % 360).toFixed(0)} 70% 25%)"/></linearGradient></defs>
<rect width="300" height="400" rx="24" fill="url(#g)"/>
<g fill="#fff" font-family="system-ui, sans-serif" font-weight="700" text-anchor="middle">${text}<text x="150" y="360" font-size="16" font-weight="400" opacity=".8">${escapeXml(provider)}</text></g>
</svg>`;
}

/** A 16:9 cover (horizontal tiles): the same hues, the name on one or two lines beside a disc. */
export function horizontalCoverSvg(sysname: string, name: string, provider: string): string {
  const digest = createHash('sha256').update(sysname).digest();
  const hue = (digest[0]! * 360) / 256;
  const words = name.split(/\s+/);
  const lines = words.length > 3 ? [words.slice(0, Math.ceil(words.length / 2)).join(' '), words.slice(Math.ceil(words.length / 2)).join(' ')] : [name];
  // about 0.6 em per character in a bold sans: the longest line fits in 440 units
  const size = Math.min(32, Math.floor(440 / (0.6 * Math.max(...lines.map((line) => line.length)))));
  const text = lines.map((line, i) => `<text x="240" y="${142 + i * (size + 8) - ((lines.length - 1) * (size + 8)) / 2}" font-size="${size}">${escapeXml(line)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 270" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${hue.toFixed(0)} 70% 45%)"/><stop offset="1" stop-color="hsl(${((hue + 60) % 360).toFixed(0)} 70% 25%)"/></linearGradient></defs>
<rect width="480" height="270" rx="20" fill="url(#g)"/>
<circle cx="${60 + (digest[1]! % 40)}" cy="${50 + (digest[2]! % 40)}" r="${70 + (digest[3]! % 50)}" fill="#fff" opacity=".08"/>
<g fill="#fff" stroke="#0006" stroke-width="3" paint-order="stroke" font-family="system-ui, sans-serif" font-weight="700" text-anchor="middle">${text}<text x="240" y="245" font-size="15" font-weight="400" opacity=".8">${escapeXml(provider)}</text></g>
</svg>`;
}

/**
 * GET /games/{sysname}/cover.svg and /games/{sysname}/cover-h.svg – the catalogue's cover art for
 * a game: 3:4 (the `image` games/get answers) and 16:9 (`image_horizontal`).
 */
export function registerGameCovers(app: FastifyInstance, opts: { db: Db }) {
  const art = [
    ['cover.svg', coverSvg],
    ['cover-h.svg', horizontalCoverSvg],
  ] as const;
  for (const [file, draw] of art) {
    app.get<{ Params: { sysname: string } }>(`/games/:sysname/${file}`, async (request, reply) => {
      const [game] = await opts.db
        .select({ name: games.name, provider: gameProviders.name })
        .from(games)
        .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
        .where(eq(games.sysname, request.params.sysname.slice(0, 128)))
        .limit(1);
      if (!game) throw new PlatformError('MethodNotFoundException', { reason: 'unknown_game' });
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(draw(request.params.sysname, game.name, game.provider));
    });
  }
}
