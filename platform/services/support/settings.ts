import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { supportSettings, type SupportSettings } from '@/lib/contract';
import { EMBEDDED_LOCALES, FALLBACK_LOCALE } from '@/lib/i18n/locales';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

const SHIPPED = new Set(EMBEDDED_LOCALES.locales.map((l) => l.code));
const NONE: SupportSettings = { chat: null };

const fromContent = new Map<string, Promise<SupportSettings>>();

/** content/<locale>/chat.json (the embedded CMS's chat settings), read once per process; a broken file means no chat. */
function readContentChat(contentDir: string, locale: string): Promise<SupportSettings> {
  const code = SHIPPED.has(locale) ? locale : FALLBACK_LOCALE;
  let hit = fromContent.get(code);
  if (!hit) {
    hit = readFile(join(contentDir, code, 'chat.json'), 'utf8')
      .then((text) => {
        const parsed = supportSettings.safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : NONE;
      })
      .catch(() => NONE);
    fromContent.set(code, hit);
  }
  return hit;
}

/**
 * support/getsettings: the operator's stored `support` setting when there is a valid one (the
 * database wins, so an operator switches providers without a deploy), else the CMS content of the
 * request's locale (content/<locale>/chat.json; the demo provider out of the box).
 */
export async function readSupportSettings(db: Db, locale: string, contentDir: string): Promise<SupportSettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'support')).limit(1);
  if (row) {
    const parsed = supportSettings.safeParse(row.value);
    if (parsed.success) return parsed.data;
  }
  return readContentChat(contentDir, locale);
}
