export { api, failure, formOf, ok, setupApiServer } from '@/tests/fixtures/msw';

export const NO_LIMIT = { available_amount: null, can_edit: true, expired_at: null, limit_amount: null, period: 'none' };
