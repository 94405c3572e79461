export { env, readEnv, listOf, type Env } from './env';
