/** SPEC §9 limits the validators use. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;
export const FAKENAME_MIN_LENGTH = 4;
export const POSTCODE_MAX_DIGITS = 8;
export const YEAR_DIGITS = 4;
export const OTP_LENGTH = 6;
/** The youngest a player may be where the operator names no other age (docs/decisions/0045). */
export const DEFAULT_MIN_AGE = 18;

export { DEFAULT_SUM_CURRENCY } from './sum-format';

/** Display formats (§5): day.month.year and hour:minutes without a leading zero. */
export const DATE_DISPLAY_FORMAT = 'dd.mm.yyyy';
export const TIME_DISPLAY_FORMAT = 'h:mm';

/** A promo code on the registration form needs at least this many characters when shown. */
export const PROMO_CODE_MIN_LENGTH = 1;
/** The longest promo code the platform takes (campaigns/checkPromocode and activateOffer: promo_code text(64)). */
export const PROMO_CODE_MAX_LENGTH = 64;

const escapeClass = (chars: string) => chars.replace(/[\\\]^-]/g, '\\$&');
const anyOf = (chars: string, extra = '') => new RegExp(`[${extra}${escapeClass(chars)}]`, 'u');

/** §5 name symbols: @ _ ! ? # $ % ^ & * ( ) { } [ ] | / \ < > ~ § + : ; and backtick. */
const NAME_SYMBOLS = '@_!?#$%^&*(){}[]|/\\<>~§+:;`';

/**
 * Name, first and last name: no digits (of any script), none of the §5 symbols, no quotes
 * (' and "), no dot. Dot and apostrophe are forbidden here because §5's looser variant is the one
 * allowing them.
 */
export const NAME_FORBIDDEN = anyOf(`${NAME_SYMBOLS}"'.`, '\\p{Nd}');
/** The looser name variant: apostrophe and dot allowed (O'Neil, St. John). */
export const NAME_LOOSE_FORBIDDEN = anyOf(`${NAME_SYMBOLS}"`, '\\p{Nd}');
/** Address: the name rule with digits, | and / allowed. */
export const ADDRESS_FORBIDDEN = anyOf(`${NAME_SYMBOLS.replace(/[|/]/g, '')}"'.`);
/** Nickname: no comma, underscore, whitespace, quotes, hyphen or the common ASCII symbols. */
export const FAKENAME_FORBIDDEN = anyOf(',_\'"`-!@#$%^&*()+=[]{};:\\|<>/?~§', '\\s');

/** name@domain followed by one or two dot-separated parts, no spaces (a@b.com, a@b.co.uk). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+){1,2}$/u;
/** Letters, spaces, dot, apostrophe, hyphen. */
export const CARD_HOLDER_PATTERN = /^[\p{L} .'-]+$/u;
/** Up to 8 digits. */
export const POSTCODE_PATTERN = new RegExp(`^\\d{1,${POSTCODE_MAX_DIGITS}}$`);
/** A masked card as the cashier stores it: 6 digits, three dots, 4 digits. */
export const MASKED_CARD_PATTERN = /^\d{6}\.{3}\d{4}$/;
/** One allowed password character: printable ASCII without space. */
export const PASSWORD_CHAR = /[\x21-\x7E]/;
/** Characters a typed date may contain. */
export const DATE_CHARS_PATTERN = /^[\d,.'-]+$/;
