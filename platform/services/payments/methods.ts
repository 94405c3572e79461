import { env } from '@/lib/config';
import { formatSumAmount, validateCardHolder, validateCardLike, validateIban, validateText, type ValidationResult } from '@/lib/validation';
import type { PaymentStatus } from '../../db/schema';

/**
 * Payment methods behind a provider interface. A provider decides what happens to a new
 * deposit or withdrawal without I/O (the row is written under the wallet lock); a provider that
 * talks to the outside answers `pending` and settles later through `settlePayment`.
 * The built-in demo methods exercise every §3 payment result.
 */

/** §3 Payment result of a deposit. */
export const DEPOSIT_OUTCOMES = ['success', 'pending', 'fail', 'cancel', 'mobile', 'new-window', 'redirect'] as const;
export type DepositOutcome = (typeof DEPOSIT_OUTCOMES)[number];

export type DepositDecision = {
  outcome: DepositOutcome;
  /** For pending outcomes: the status it settles to by itself, and after how long. */
  settleTo?: PaymentStatus;
  settleAfterMs?: number;
  /** Shown to the player (mobile instructions). */
  message?: string;
};

export type WithdrawalDecision = { settleTo: PaymentStatus; settleAfterMs: number };

/** What a provider sees of a new payment (decided before the row is written, in the same transaction). */
export type PaymentTx = { userId: number; amount: bigint; currency: string; requisites: Record<string, unknown> };

export interface PaymentProvider {
  deposit(tx: PaymentTx): DepositDecision;
  withdraw(tx: PaymentTx): WithdrawalDecision;
  /** A hosted-page provider (outcome `redirect`): the page the player pays on for this payment. */
  payUrl?(payment: { id: number; amount: bigint; currency: string }): string;
  /**
   * A provider that pays out itself: told of a new withdrawal once it is written (its own webhook
   * settles it later); such a withdrawal has no timer and cannot be cancelled once asked for.
   */
  payout?(payment: { id: number; amount: bigint; currency: string }): Promise<void>;
}

/** A requisite field; `kind` says which §5 rule checks it (the site reads the same list). */
export type RequisiteKind = 'card' | 'iban' | 'card_holder' | 'phone' | 'text';
export type Requisite = { name: string; kind: RequisiteKind; required: boolean };

/** Amount rules in major units of USD; other currencies scale by CURRENCY_SCALE. */
export type AmountRules = { min: number; max: number; multipleOf?: number };

/** Profile fields a player must have filled in before using a method (UserNeedProfileData). */
export type ProfileField = 'first_name' | 'last_name';

export type PaymentMethod = {
  id: number;
  sysname: string;
  name: string;
  description: string;
  descriptionWithdraw: string;
  deposit?: AmountRules & { requisites: Requisite[] };
  /** `ownName`: requisites that must be the player's name as the profile has it (an account in the player's own name). */
  withdraw?: AmountRules & { requisites: Requisite[]; profile: ProfileField[]; ownName?: string[] };
  /** Lists banks (getbanks). */
  banks?: boolean;
  provider: PaymentProvider;
};

/** Demo settle delays: a deposit waiting on the payer (DEMO_DEPOSIT_SETTLE_MS, 5 s by default)… */
export const pendingDepositMs = () => env().DEMO_DEPOSIT_SETTLE_MS;
export const WITHDRAWAL_PROCESSING_MS = 10 * 60_000;
/** A new-window payment nobody confirms is cancelled after this. */
export const NEW_WINDOW_TTL_MS = 30 * 60_000;

const processed: PaymentProvider['withdraw'] = () => ({ settleTo: 'success', settleAfterMs: WITHDRAWAL_PROCESSING_MS });
const demo = (deposit: DepositDecision): PaymentProvider => ({ deposit: () => deposit, withdraw: processed });
/** A demo deposit the payer settles by itself after pendingDepositMs(), read at each deposit. */
const settlesByItself = (deposit: Omit<DepositDecision, 'settleAfterMs'>): PaymentProvider => ({ deposit: () => ({ ...deposit, settleAfterMs: pendingDepositMs() }), withdraw: processed });

const card = (): Requisite => ({ name: 'card_number', kind: 'card', required: true });
const holder: Requisite = { name: 'card_holder', kind: 'card_holder', required: true };

export const DEMO_METHODS: readonly PaymentMethod[] = [
  {
    id: 1,
    sysname: 'demo_card',
    name: 'Card',
    description: 'Visa or Mastercard, credited at once.',
    descriptionWithdraw: 'To the card you deposited with, within a day.',
    deposit: { min: 10, max: 5_000, requisites: [card()] },
    withdraw: { min: 20, max: 5_000, requisites: [card(), holder], profile: [] },
    provider: demo({ outcome: 'success' }),
  },
  {
    id: 2,
    sysname: 'demo_bank',
    name: 'Bank transfer',
    description: 'Pending while the bank confirms; credited a few seconds later.',
    descriptionWithdraw: 'To your IBAN in your own name.',
    deposit: { min: 20, max: 10_000, requisites: [] },
    withdraw: {
      min: 50,
      max: 10_000,
      requisites: [{ name: 'iban', kind: 'iban', required: true }, { name: 'account_holder', kind: 'card_holder', required: true }],
      profile: ['first_name', 'last_name'],
      ownName: ['account_holder'],
    },
    banks: true,
    provider: settlesByItself({ outcome: 'pending', settleTo: 'success' }),
  },
  {
    id: 3,
    sysname: 'demo_ewallet',
    name: 'E-wallet',
    description: 'Opens the e-wallet in a new window to confirm or cancel.',
    descriptionWithdraw: '',
    deposit: { min: 10, max: 2_000, requisites: [] },
    provider: demo({ outcome: 'new-window', settleTo: 'cancel', settleAfterMs: NEW_WINDOW_TTL_MS }),
  },
  {
    id: 4,
    sysname: 'demo_mobile',
    name: 'Mobile payment',
    description: 'Confirm on your phone; amounts in steps of 5.',
    descriptionWithdraw: '',
    deposit: { min: 5, max: 500, multipleOf: 5, requisites: [{ name: 'phone', kind: 'phone', required: true }] },
    provider: settlesByItself({ outcome: 'mobile', settleTo: 'success', message: 'Confirm the payment on your phone.' }),
  },
  {
    id: 5,
    sysname: 'demo_declined',
    name: 'Card (declined)',
    description: 'A card the bank always declines.',
    descriptionWithdraw: '',
    deposit: { min: 10, max: 5_000, requisites: [card()] },
    provider: demo({ outcome: 'fail' }),
  },
  {
    id: 6,
    sysname: 'demo_cancel',
    name: 'Voucher (cancelled)',
    description: 'A checkout the player always abandons.',
    descriptionWithdraw: '',
    deposit: { min: 10, max: 5_000, requisites: [] },
    provider: demo({ outcome: 'cancel' }),
  },
];

type MethodText = { name: string; description: string; descriptionWithdraw?: string };

/** The methods' names and descriptions in the other locales (English is on the method itself). */
const METHOD_TEXTS: Readonly<Record<string, Readonly<Record<string, MethodText>>>> = {
  'es-ES': {
    demo_card: { name: 'Tarjeta', description: 'Visa o Mastercard, abonado al momento.', descriptionWithdraw: 'A la tarjeta con la que depositaste, en un día.' },
    demo_bank: { name: 'Transferencia bancaria', description: 'Pendiente mientras el banco confirma; abonado unos segundos después.', descriptionWithdraw: 'A tu IBAN a tu nombre.' },
    demo_ewallet: { name: 'Monedero electrónico', description: 'Abre el monedero en una ventana nueva para confirmar o cancelar.' },
    demo_mobile: { name: 'Pago móvil', description: 'Confirma en tu teléfono; importes en múltiplos de 5.' },
    demo_declined: { name: 'Tarjeta (rechazada)', description: 'Una tarjeta que el banco siempre rechaza.' },
    demo_cancel: { name: 'Cupón (cancelado)', description: 'Un pago que el jugador siempre abandona.' },
  },
  'pt-BR': {
    demo_card: { name: 'Cartão', description: 'Visa ou Mastercard, creditado na hora.', descriptionWithdraw: 'Para o cartão usado no depósito, em até um dia.' },
    demo_bank: { name: 'Transferência bancária', description: 'Pendente enquanto o banco confirma; creditado alguns segundos depois.', descriptionWithdraw: 'Para o seu IBAN em seu nome.' },
    demo_ewallet: { name: 'Carteira digital', description: 'Abre a carteira numa nova janela para confirmar ou cancelar.' },
    demo_mobile: { name: 'Pagamento móvel', description: 'Confirme no celular; valores em múltiplos de 5.' },
    demo_declined: { name: 'Cartão (recusado)', description: 'Um cartão que o banco sempre recusa.' },
    demo_cancel: { name: 'Voucher (cancelado)', description: 'Um pagamento que o jogador sempre abandona.' },
  },
  ar: {
    demo_card: { name: 'بطاقة', description: 'فيزا أو ماستركارد، يُضاف الرصيد فورًا.', descriptionWithdraw: 'إلى البطاقة التي أودعت بها، خلال يوم.' },
    demo_bank: { name: 'تحويل بنكي', description: 'معلّق حتى يؤكد البنك؛ يُضاف بعد ثوانٍ.', descriptionWithdraw: 'إلى رقم IBAN باسمك.' },
    demo_ewallet: { name: 'محفظة إلكترونية', description: 'تفتح المحفظة في نافذة جديدة للتأكيد أو الإلغاء.' },
    demo_mobile: { name: 'الدفع عبر الجوال', description: 'أكّد على هاتفك؛ المبالغ بمضاعفات 5.' },
    demo_declined: { name: 'بطاقة (مرفوضة)', description: 'بطاقة يرفضها البنك دائمًا.' },
    demo_cancel: { name: 'قسيمة (ملغاة)', description: 'عملية دفع يتركها اللاعب دائمًا.' },
  },
};

/** A method's name and descriptions in `locale` (English when there is no translation). */
export function methodText(method: Pick<PaymentMethod, 'sysname' | 'name' | 'description' | 'descriptionWithdraw'>, locale = 'en-US'): Required<MethodText> {
  const t = METHOD_TEXTS[locale]?.[method.sysname];
  return { name: t?.name ?? method.name, description: t?.description ?? method.description, descriptionWithdraw: t?.descriptionWithdraw ?? method.descriptionWithdraw };
}

/** Major units of one USD in each currency the methods take (rounded demo rates for limits). */
export const CURRENCY_SCALE: Readonly<Record<string, number>> = { USD: 1, EUR: 1, BRL: 5 };
/** Demo exchange rates: units of each currency for one USD (getcurrencyrates). */
export const CURRENCY_RATES: Readonly<Record<string, number>> = { USD: 1, EUR: 0.92, BRL: 5.45 };

// methods of payment providers plugged in at wiring time (payments/psp): offered after the demo methods
let added: PaymentMethod[] = [];

/** Offers a payment provider's method (again by sysname replaces it); `null` removes it. */
export function offerPaymentMethod(sysname: string, method: PaymentMethod | null): void {
  added = [...added.filter((m) => m.sysname !== sysname), ...(method ? [method] : [])];
}

/** Every method offered: the demo methods, then the payment providers'. */
export const paymentMethods = (): readonly PaymentMethod[] => (added.length ? [...DEMO_METHODS, ...added] : DEMO_METHODS);

/** The name players see for a method (its sysname when the method is no longer offered). */
export const methodName = (sysname: string, locale?: string): string => {
  const method = paymentMethods().find((m) => m.sysname === sysname);
  return method ? methodText(method, locale).name : sysname;
};

export function methodOf(key: { method?: string | undefined; methodId?: string | undefined }): PaymentMethod | undefined {
  const methods = paymentMethods();
  const bySysname = key.method ? methods.find((m) => m.sysname === key.method) : undefined;
  return bySysname ?? (key.methodId ? methods.find((m) => String(m.id) === key.methodId || m.sysname === key.methodId) : undefined);
}

/** Rules of a method in a currency (major units). */
export function rulesIn(rules: AmountRules, currency: string): AmountRules {
  const scale = CURRENCY_SCALE[currency] ?? 1;
  return { min: rules.min * scale, max: rules.max * scale, ...(rules.multipleOf && { multipleOf: rules.multipleOf }) };
}

const ICONS = '/images/payments';

/** §3 Payment method info plus the amount rules and requisites the forms need. */
export function methodInfo(method: PaymentMethod, side: 'deposit' | 'withdraw', currency: string, locale?: string) {
  const rules = rulesIn(method[side]!, currency);
  const text = methodText(method, locale);
  return {
    id: method.id,
    sysname: method.sysname,
    name: text.name,
    icon: `${ICONS}/${method.sysname}.svg`,
    iconDark: `${ICONS}/${method.sysname}-dark.svg`,
    iconWithdraw: `${ICONS}/${method.sysname}-withdraw.svg`,
    iconFooter: `${ICONS}/${method.sysname}-footer.svg`,
    description: text.description,
    descriptionWithdraw: text.descriptionWithdraw,
    descriptionMinMax: `${formatSumAmount(rules.min, currency)} – ${formatSumAmount(rules.max, currency)}`,
    currency,
    min: rules.min,
    max: rules.max,
    multiple_of: rules.multipleOf ?? null,
    requisites: method[side]!.requisites,
    ...(side === 'withdraw' && { profile_fields: method.withdraw!.profile }),
  };
}

/** Each requisite checked by its §5 rule: field → [code] for the failures. */
export function requisiteErrors(requisites: Requisite[], values: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of requisites) {
    const value = values[field.name];
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    if (empty) {
      // §5: an empty required field is "required", whatever its kind; an empty optional one passes.
      if (field.required) errors[field.name] = ['required'];
      continue;
    }
    const result = checkRequisite(field, value);
    if (!result.valid) errors[field.name] = [result.code ?? 'wrongField'];
  }
  return errors;
}

function checkRequisite(field: Requisite, value: unknown): ValidationResult {
  switch (field.kind) {
    case 'card':
      // §5: a card value that is not a string (a JSON number…) is an error, never read as its digits
      return validateCardLike(value);
    case 'iban':
      return validateIban(value);
    case 'card_holder':
      return validateCardHolder(value);
    case 'phone':
      return typeof value === 'string' && /^\+?\d{7,15}$/.test(value.replace(/[\s()-]/g, '')) ? { valid: true } : { valid: false, code: 'phone' };
    default:
      return validateText(value);
  }
}

/** Demo banks for bank transfers (getbanks). */
export const DEMO_BANKS = [
  { id: 1, code: 'DEMOBANK', name: 'Demo Bank', method: 'demo_bank' },
  { id: 2, code: 'SANDBOX', name: 'Sandbox Savings', method: 'demo_bank' },
  { id: 3, code: 'EXAMPLE', name: 'Example Credit Union', method: 'demo_bank' },
] as const;
