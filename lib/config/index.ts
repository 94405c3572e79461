export { env, readEnv, listOf, ENV_KEYS, type Env } from './env';
export { settingsChanged, settingsGeneration } from './settings-generation';
export { CACHE_SCOPES, cacheGeneration, cachesChanged, onCachesChanged, setCacheAnnouncer, type CacheScope } from './cache-generations';
