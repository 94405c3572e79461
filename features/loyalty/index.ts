// Loyalty: info, programmes, programme and shop products queries, with server-rendered lists.
export { loyaltyKeys, loyaltyInfoQuery, loyaltyProgramsQuery, loyaltyProgramQuery, loyaltyProductsQuery } from './api';
export { ProgramList } from './components/program-list';
export { ProductGrid } from './components/product-grid';
export { LoyaltyStatus } from './components/loyalty-status';
