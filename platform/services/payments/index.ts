// Deposits, withdrawals and deposit limits over the wallet ledger (services/wallet/ledger.ts).
export { deposits, demoPayUrl, resultOf, type DepositRequest, type PaymentResult } from './deposits';
export { withdrawals, profileValues, WITHDRAWALS_PER_DAY, WITHDRAWAL_AMOUNT_PER_DAY, type WithdrawalRequest, type WithdrawalResult } from './withdrawals';
export { availableToDeposit, COOLING_OFF_MS, LIMIT_PERIODS, readDepositLimit, setDepositLimit, type DepositLimitView } from './deposit-limits';
export { paymentHistory, type HistoryItem } from './history';
export { resumePayments, scheduleSettle, settleDue, settlePayment, type PaymentRow } from './settle';
export { cardMask, checkDestination, isProfileName, rememberDepositMethod, rememberLegacyCards } from './instruments';
export { CURRENCY_RATES, DEMO_BANKS, DEMO_METHODS, methodInfo, methodOf, offerPaymentMethod, paymentMethods, type PaymentMethod, type PaymentProvider } from './methods';
