// Cashier: deposit/withdrawal settings, history, balance and limit queries, with server-rendered lists.
export { cashierKeys, depositMethodsQuery, withdrawMethodsQuery, historyQuery, balanceQuery, depositLimitQuery, HISTORY_PAGE_SIZE } from './api';
export { CashierNav, type CashierTab } from './components/cashier-nav';
export { PaymentMethodList } from './components/payment-method-list';
export { HistoryTable } from './components/history-table';
export { BalanceSummary } from './components/balance-summary';
export { CashierFrame } from './components/cashier-frame';
