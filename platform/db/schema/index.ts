// Every table of the platform, one file per area; drizzle-kit generates migrations from here.
export * from './users';
export * from './wallets';
export * from './payments';
export * from './games';
export * from './tournaments';
export * from './content';
export * from './storage';
export * from './messages';
export * from './auth';
export * from './tracking';
export * from './oauth';
export * from './cashbacks';
export * from './loyalty';
export * from './bonuses';
export * from './support';
export * from './protection';
export * from './rewards';
