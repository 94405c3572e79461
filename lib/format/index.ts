// lib/format: how amounts are written at the edge (SPEC §9). Framework-free.
export { currencyExponent, formatAmount, formatMoney, fromMinorUnits, type FormatMoneyOptions } from './money';
