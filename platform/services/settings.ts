import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { settingsChanged } from '@/lib/config';
import { generalInfo, looseRecord, supportSettings } from '@/lib/contract';
import { EMBEDDED_LOCALES } from '@/lib/i18n/locales';
import type { Db } from '../db/client';
import { settings } from '../db/schema';
import { BONUS_ENGINE_DEFAULTS, bonusEngineSettings } from './bonuses/config';

/** Operator settings with their schema and the value used until the operator stores one. */
const SETTINGS = {
  general_info: {
    schema: generalInfo,
    fallback: {
      analytic: { gtm: null, ga: null, ym: null, fb: null },
      available_currencies: ['USD', 'EUR', 'BRL'],
      available_locales: EMBEDDED_LOCALES.locales.map((l) => l.code),
      default_currency: 'USD',
      is_seon_enabled: false,
      domain_state: 'active',
      domain_type: 'main',
      time_to_force_logout: 3600,
      is_bonus_isolation_enabled: false,
      is_game_history_export_enabled: true,
      user_inactivity_cashier_time: 900,
      user_inactivity_pp_time: 900,
    },
  },
  support: { schema: supportSettings, fallback: { chat: null } },
  bonus_engine: { schema: bonusEngineSettings, fallback: BONUS_ENGINE_DEFAULTS },
  metadata: { schema: looseRecord, fallback: { site_name: 'Casino', title: 'Casino', description: 'Casino games, live dealers and sports betting.' } },
} satisfies Record<string, { schema: z.ZodType; fallback: unknown }>;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = z.output<(typeof SETTINGS)[K]['schema']>;

export function defaultSetting<K extends SettingKey>(key: K): SettingValue<K> {
  return structuredClone(SETTINGS[key].fallback) as SettingValue<K>;
}

/** The stored value over the default, key by key; a stored value that breaks the schema is ignored. */
export async function readSetting<K extends SettingKey>(db: Db, key: K): Promise<SettingValue<K>> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  const fallback = defaultSetting(key);
  if (!row) return fallback;
  const parsed = SETTINGS[key].schema.safeParse({ ...fallback, ...row.value });
  return parsed.success ? (parsed.data as SettingValue<K>) : fallback;
}

export async function writeSetting<K extends SettingKey>(db: Db, key: K, value: SettingValue<K>): Promise<void> {
  const json = value as Record<string, unknown>;
  await db
    .insert(settings)
    .values({ key, value: json })
    .onConflictDoUpdate({ target: settings.key, set: { value: json, updatedAt: new Date() } });
  settingsChanged(); // server components drop their shared copy of the general info
}

/** Removes the operator's stored value (the default, or the CMS content, answers again). */
export async function deleteSetting(db: Db, key: SettingKey): Promise<void> {
  await db.delete(settings).where(eq(settings.key, key));
  settingsChanged();
}
