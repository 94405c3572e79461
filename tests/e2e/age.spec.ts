import { expect, test } from './fixtures';
import { newPlayer } from './players';
import { openPage, postFromPage } from './support';

// Adults only (docs/decisions/0045): a new player who types a child's birth date into the profile is
// told under the field, before anything is sent; the platform refuses the same date on its own, and
// registration refuses it too. The journey makes its own players; the seeded ones are left alone.

const now = new Date();
/** dd.mm.yyyy of the day `years` ago, `days` later. */
const bornYearsAgo = (years: number, days = 0) => {
  const date = new Date(now.getFullYear() - years, now.getMonth(), now.getDate() + days);
  return `${String(date.getDate()).padStart(2, '0')}.${String(date.getMonth() + 1).padStart(2, '0')}.${date.getFullYear()}`;
};

test('a birth date under 18 is refused under the profile field and by the platform; 18 today is saved', async ({ page }) => {
  await newPlayer(page, { prefix: 'age' });
  await openPage(page, '/profile/settings');
  const form = page.getByRole('form', { name: 'Personal data' });
  await form.getByLabel('First name').fill('Kim');
  await form.getByLabel('Last name').fill('Young');
  await form.getByLabel('Sex').selectOption({ label: 'Female' });
  await form.getByLabel('Country').selectOption({ label: 'United States' });
  await expect(form.getByLabel('Region')).toHaveValue('California');
  await form.getByLabel('Town or city').fill('Austin');
  await form.getByLabel('Address').fill('1 Congress Avenue');
  await form.getByLabel('Post code').fill('78701');
  const birth = form.getByLabel('Date of birth');
  await birth.fill(bornYearsAgo(10));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(birth).toHaveAttribute('aria-invalid', 'true');
  await expect(birth).toHaveAccessibleDescription('You must be at least 18 years old');
  // the birth date is the only field held back
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(1);
  await expect(form.getByText('Your personal data has been saved.')).toHaveCount(0);

  // the platform on its own: the same answer for a 17-year-old, with the age it wants
  const refused = await postFromPage(page, 'saveProfileInfo', { birth_date: bornYearsAgo(18, 1) });
  expect(refused.error).toEqual({ type: 'InvalidParameterException', error_data: { birth_date: ['underAge'], min_age: 18 } });

  await birth.fill(bornYearsAgo(18));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(birth).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Your personal data has been saved.')).toBeVisible();
  await openPage(page, '/profile/settings');
  await expect(page.getByRole('form', { name: 'Personal data' }).getByLabel('Date of birth')).toHaveValue(bornYearsAgo(18));
});

test('registration refuses a child’s birth date with the field code and the minimum age', async ({ page }) => {
  await page.goto('/');
  const answer = await postFromPage(page, 'register', { email: `agereg${Date.now().toString(36)}@example.com`, password: 'Secret12', terms: '1', currency: 'USD', birth_date: bornYearsAgo(10) });
  expect(answer.error).toEqual({ type: 'InvalidParameterException', error_data: { birth_date: ['underAge'], min_age: 18 } });
});
