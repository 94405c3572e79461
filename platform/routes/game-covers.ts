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

/** GET /games/{sysname}/cover.svg – the catalogue's cover art for a game (the `image` games/get answers). */
export function registerGameCovers(app: FastifyInstance, opts: { db: Db }) {
  app.get<{ Params: { sysname: string } }>('/games/:sysname/cover.svg', async (request, reply) => {
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
      .send(coverSvg(request.params.sysname, game.name, game.provider));
  });
}
