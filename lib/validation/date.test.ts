import { ageOn, formatDate, formatTime, isValidDate, parseDateInput, validateBirthDate, validateDate } from './date';

describe('parseDateInput', () => {
  it.each([
    ['05.03.1990', [1990, 2, 5]],
    ['5.3.1990', [1990, 2, 5]],
    ['05-03-1990', [1990, 2, 5]],
    ["05'03'1990", [1990, 2, 5]],
    ['05,03,1990', [1990, 2, 5]],
    ['1990-03-05', [1990, 2, 5]],
    ['29.02.2024', [2024, 1, 29]],
  ] as const)('reads %j', (input, [y, m, d]) => {
    expect(parseDateInput(input)).toEqual(new Date(y, m, d));
  });

  it.each(['05.03.90', '05.03.19900', '31.02.2024', '29.02.2023', '00.01.2000', '05/03/1990', '05.03.1990 10:00', 'a5.03.1990', '05..1990', ''])(
    'refuses %j',
    (input) => expect(parseDateInput(input)).toBeNull(),
  );

  it('takes Date values at the start of their day', () => {
    expect(parseDateInput(new Date(2000, 0, 2, 15, 30))).toEqual(new Date(2000, 0, 2));
    expect(parseDateInput(new Date(Number.NaN))).toBeNull();
  });
});

describe('validateDate', () => {
  it('accepts a date inside the inclusive range', () => {
    const range = { min: '01.01.2000', max: new Date(2000, 11, 31, 23, 0) };
    expect(validateDate('01.01.2000', range)).toEqual({ valid: true });
    expect(validateDate('31.12.2000', range)).toEqual({ valid: true });
    expect(validateDate('31.12.1999', range)).toMatchObject({ code: 'date', message: 'Wrong date' });
    expect(validateDate('01.01.2001', range)).toMatchObject({ code: 'date' });
  });

  it('needs a four-digit year and only digits, comma, dot, apostrophe, hyphen', () => {
    expect(validateDate('01.01.0999')).toMatchObject({ code: 'date' });
    expect(validateDate('01.01.99')).toMatchObject({ code: 'date' });
    expect(validateDate('01 01 1999')).toMatchObject({ code: 'date' });
    expect(isValidDate('01.01.1999')).toBe(true);
  });

  it('is required unless told otherwise', () => {
    expect(validateDate('')).toMatchObject({ code: 'required' });
    expect(validateDate('', { isRequired: false })).toEqual({ valid: true });
  });
});

describe('validateBirthDate', () => {
  it('is not later than the maximum date', () => {
    const maxDate = new Date(2007, 4, 10);
    expect(validateBirthDate('10.05.2007', { maxDate })).toEqual({ valid: true });
    expect(validateBirthDate('11.05.2007', { maxDate })).toMatchObject({ code: 'date' });
  });

  it('defaults the maximum to today', () => {
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    expect(validateBirthDate(formatDate(tomorrow)).valid).toBe(false);
    expect(validateBirthDate(formatDate(new Date())).valid).toBe(true);
  });
});

describe('validateBirthDate with a minimum age', () => {
  const today = new Date(2026, 11, 7);
  it('accepts someone 18 today and refuses a day younger, naming the age', () => {
    expect(validateBirthDate('07.12.2008', { maxDate: today, minAge: 18 })).toEqual({ valid: true });
    expect(validateBirthDate('08.12.2008', { maxDate: today, minAge: 18 })).toEqual({ valid: false, code: 'underAge', message: 'You must be at least 18 years old' });
    expect(validateBirthDate('07.12.2016', { maxDate: today, minAge: 18 })).toMatchObject({ code: 'underAge' });
    expect(validateBirthDate('07.12.2006', { maxDate: today, minAge: 21 })).toMatchObject({ code: 'underAge', message: 'You must be at least 21 years old' });
    expect(validateBirthDate('07.12.2005', { maxDate: today, minAge: 21 }).valid).toBe(true);
  });
  it('keeps the date rule first and leaves an empty optional field alone', () => {
    expect(validateBirthDate('31.02.2000', { maxDate: today, minAge: 18 })).toMatchObject({ code: 'date' });
    expect(validateBirthDate('', { maxDate: today, minAge: 18, isRequired: false }).valid).toBe(true);
  });
  it('counts a 29 February birthday from 1 March in other years', () => {
    expect(ageOn(new Date(2008, 1, 29), new Date(2026, 1, 28))).toBe(17);
    expect(ageOn(new Date(2008, 1, 29), new Date(2026, 2, 1))).toBe(18);
  });
});

describe('formatters', () => {
  it('formats dates as dd.mm.yyyy', () => {
    expect(formatDate(new Date(1990, 2, 5))).toBe('05.03.1990');
    expect(formatDate(new Date(Date.UTC(2024, 11, 31, 12)), { utc: true })).toBe('31.12.2024');
  });

  it('formats times as h:mm', () => {
    expect(formatTime(new Date(2024, 0, 1, 9, 5))).toBe('9:05');
    expect(formatTime(new Date(2024, 0, 1, 0, 0))).toBe('0:00');
    expect(formatTime(new Date(2024, 0, 1, 23, 59))).toBe('23:59');
    expect(formatTime(new Date(Date.UTC(2024, 0, 1, 7, 30)), { utc: true })).toBe('7:30');
  });

  it('round-trips through parseDateInput', () => {
    const date = new Date(1985, 6, 14);
    expect(parseDateInput(formatDate(date))).toEqual(date);
  });
});
