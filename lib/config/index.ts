export { env, readEnv, listOf, ENV_KEYS, type Env } from './env';
export { settingsChanged, settingsGeneration } from './settings-generation';
