import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { EMBEDDED_LOCALES } from '@/lib/i18n/locales';

/** A BCP 47-looking tag: guards the file name against paths. */
const LOCALE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/;

async function readDictionary(messagesDir: string, locale: string): Promise<Record<string, unknown>> {
  if (!LOCALE_TAG.test(locale)) return {};
  try {
    const parsed: unknown = JSON.parse(await readFile(join(messagesDir, `${locale}.json`), 'utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {}; // missing or invalid file: SPEC §7 says an empty object
  }
}

/** /nfx/i18n: the locales the platform offers and a dictionary per locale (messages/{locale}.json). */
export function registerNfx(app: FastifyInstance, opts: { messagesDir: string }) {
  // GET /nfx/i18n/locales – { locales, defaultLocale }
  app.get('/nfx/i18n/locales', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return EMBEDDED_LOCALES;
  });

  // GET /nfx/i18n/messages/{locale} – the dictionary, or {} when there is none
  app.get<{ Params: { locale: string } }>('/nfx/i18n/messages/:locale', async (request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return readDictionary(opts.messagesDir, request.params.locale.replace(/\.json$/, ''));
  });
}
