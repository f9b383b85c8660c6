// A member of the public registers, completes the registration from the emailed link, signs in, edits the
// profile, changes the password, signs out, and signs in again in Japanese (000 §2, §4).
import { describe, expect, it } from '@jest/globals';
import {
  catalogText,
  checkAccessibility,
  input,
  latestMailTo,
  registrationLink,
  screenshot,
  signIn,
  uniqueEmail,
  useBrowser,
} from './support/index';

const suffix = Date.now().toString(36).slice(-6);
const person = { username: `reg.user${suffix}`, email: uniqueEmail('reg'), password: 'First#Pass1' };

describe('registering and using one’s own account', () => {
  const browser = useBrowser();

  it('registers, completes the registration from the email and signs in', async () => {
    const { page } = browser;
    await page.goto('/login');
    await page.getByRole('link', { name: 'New User?' }).click();
    await page.getByRole('heading', { level: 1, name: 'User Registration' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('User Registration');

    // The rules of 000 §5 show under their fields before anything is sent.
    await page.getByRole('button', { name: 'Register' }).click();
    expect(await page.getByText('Required.').count()).toBeGreaterThan(5);
    await checkAccessibility(page, 'registration with its errors');

    const fields = {
      username: person.username,
      password: person.password,
      passwordConfirm: person.password,
      firstName: 'Ana',
      lastName: 'Taitano',
      address: 'PO Box 501',
      city: 'Garapan',
      zip: '96950',
      email: person.email,
    };
    for (const [name, value] of Object.entries(fields)) await input(page, name).fill(value);
    await input(page, 'phone').pressSequentially('6702345678');
    expect(await input(page, 'phone').inputValue()).toBe('(670) 234-5678');
    expect(await input(page, 'state').inputValue()).toBe('MP');
    const since = Date.now();
    await page.getByRole('button', { name: 'Register' }).click();
    const alert = page.getByRole('alertdialog');
    expect(await alert.innerText()).toContain('Registration received.');
    await screenshot(page, 'journey-registered');
    await alert.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(/\/login$/);

    const link = registrationLink(await latestMailTo(person.email, { since }));
    await page.goto(link.path);
    await page.getByRole('heading', { name: 'Registration Complete' }).waitFor();
    expect(await page.locator('main').innerText()).toContain('Welcome, Ana Taitano.');
    await checkAccessibility(page, 'registration complete');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/login$/);

    await signIn(page, person.username, person.password);
    expect(new URL(page.url()).pathname).toBe('/home');
    expect(await page.locator('header').innerText()).toContain('Hello, Ana Taitano');
    for (const card of ['Notable Dates', 'Transactions', 'Latest News', 'Links', 'Contact Us', 'Disclaimer']) {
      await page.getByRole('heading', { name: card, level: 2 }).waitFor();
    }
    await checkAccessibility(page, 'home, signed in');
    expect(browser.consoleErrors).toEqual([]);
  });

  it('edits the profile and changes the password, then signs out', async () => {
    const { page } = browser;
    await signIn(page, person.username, person.password);
    await page.getByRole('button', { name: 'Profile' }).click();
    const profile = page.getByRole('dialog', { name: 'Profile' });
    await input(page, 'city').waitFor();
    expect(await input(page, 'firstName').inputValue()).toBe('Ana');
    await checkAccessibility(page, 'profile dialog');
    await input(page, 'city').fill('Susupe');
    await input(page, 'zip').fill('9695');
    await profile.getByRole('button', { name: 'Save' }).click();
    expect(await profile.getByText('5-digit zip.').count()).toBe(1);
    await input(page, 'zip').fill('96950');
    await profile.getByRole('button', { name: 'Save' }).click();
    await profile.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Profile' }).click();
    expect(await input(page, 'city').inputValue()).toBe('Susupe');
    await page.getByRole('button', { name: 'Change Password' }).click();
    const passwordDialog = page.getByRole('dialog', { name: 'Change Password' });
    await passwordDialog.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('dialog', { name: 'Profile' }).waitFor();
    await page.getByRole('button', { name: 'Change Password' }).click();
    await input(page, 'currentPassword').fill(person.password);
    await input(page, 'password').fill('Second#Pass2');
    await input(page, 'passwordConfirm').fill('Second#Pass3');
    await passwordDialog.getByRole('button', { name: 'Update Password' }).click();
    expect(await passwordDialog.getByText('Mismatched passwords.').count()).toBe(1);
    await checkAccessibility(page, 'password dialog with an error');
    await input(page, 'passwordConfirm').fill('Second#Pass2');
    await passwordDialog.getByRole('button', { name: 'Update Password' }).click();
    expect(await page.getByRole('alertdialog').innerText()).toContain('Password updated.');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Logout' }).click();
    const confirm = page.getByRole('dialog', { name: 'Logout' });
    await checkAccessibility(page, 'logout confirmation');
    await confirm.getByRole('button', { name: 'No' }).click();
    expect(await page.locator('header').innerText()).toContain('Hello, Ana Taitano');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(/\/login$/);
    expect(await page.locator('header').innerText()).not.toContain('Hello');
    person.password = 'Second#Pass2';
  });

  it('refuses the old password and signs in with the new one in Japanese, then speaks Japanese', async () => {
    const { page } = browser;
    await page.goto('/login');
    await input(page, 'username').fill(person.username);
    await input(page, 'password').fill('First#Pass1');
    await page.getByRole('button', { name: 'Log In' }).click();
    expect(await page.getByRole('alert').innerText()).toBe('The username or password is incorrect.');
    await checkAccessibility(page, 'login with an error');

    await signIn(page, person.username, person.password, '日本語');
    expect(await page.getAttribute('html', 'lang')).toBe('ja');
    expect(await page.locator('nav').first().innerText()).toContain(catalogText('ja', 'nav.home'));
    await page.getByRole('heading', { level: 1, name: catalogText('ja', 'home.title') }).waitFor();
    await screenshot(page, 'journey-home-ja');
    await page.reload();
    expect(await page.getAttribute('html', 'lang')).toBe('ja');
    // The refused password's 401 is the one error the browser logs, and it is expected.
    expect(browser.consoleErrors.filter((error) => !error.includes('401 (Unauthorized)'))).toEqual([]);
  });
});
