// Third-party game studios: the seamless wallet they call, their tokens and the launch of their titles (docs/providers.md §1).
export { registerProviderWallet } from './routes';
export { providersOf, registerProvider, SIM_DEMO_SECRET, type ProviderDef } from './registry';
export { signBody } from './signature';
export { createToken, TOKEN_TTL_MS } from './tokens';
export { STATUSES, type WalletAnswer, type WalletStatus } from './wire';
export { SIM_PROVIDER, SIM_TITLES, syncSimCatalogue } from './sim-catalogue';
export { launchGame, launchRequestOf, providerTitle } from './launch';
export { providerMethods } from './methods';
export { closeStaleRounds, startOpenRoundSweeper } from './open-rounds';
