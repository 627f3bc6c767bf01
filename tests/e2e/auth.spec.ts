// Accounts end to end on the real server: signup, the dashboard, logout and login; the dashboard
// guard and its way back; the validation and error texts; the password reset with the code
// the server texted (read from the local outbox), kept to the browser that verified it; changing
// the password on the profile page.
import { expect, test, type Page } from '@playwright/test';
import { createAccount, ensureAccount, otpCode, signupBody, textsTo, uniquePhone } from './support/auth';
import { realCatalog, text } from './support/catalog';
import { countdownAfter, freshCountdown, OTP_RESEND_SECONDS } from './support/otp-window';

// A fixed account for the tests that only need someone to sign in; its password never changes.
const regular = { name: 'Lakshmi Devi Naidu', phone: '6300022334', password: 'Kurnool#Gate77' };


const main = (page: Page) => page.getByRole('main');
const phoneInput = (page: Page) => page.getByRole('textbox', { name: 'Mobile number' });
const passwordInput = (page: Page, name = 'Password') => page.getByRole('textbox', { name, exact: true });

async function logIn(page: Page, phone: string, password: string) {
  await phoneInput(page).fill(phone);
  await passwordInput(page).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('signup opens the dashboard; logout (without a connection it says so and stays) and login again', async ({ page }) => {
  const account = { name: 'Ravi Teja Kumar', phone: uniquePhone('9'), password: 'Nandyal#Route42' };
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Full name' }).fill(account.name);
  await phoneInput(page).fill(`+91 ${account.phone.slice(0, 5)} ${account.phone.slice(5)}`);
  await passwordInput(page).fill(account.password);
  await passwordInput(page, 'Confirm password').fill(account.password);
  // What the account keeps is shown above the box that agrees to it.
  await expect(page.getByTestId('account-notice')).toContainText('Your account: name, mobile number');
  await page.getByRole('checkbox', { name: /I agree that my account keeps these details/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  // A sign-up hashes the password and renders the dashboard: slow on a busy 2-core machine.
  await expect(page.getByRole('status')).toHaveText('Registration successful! Redirecting to dashboard...', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Create account' })).toBeDisabled();

  await expect(page).toHaveURL('/dashboard', { timeout: 5_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${account.name}!`);
  await expect(page.getByTestId('dashboard-user')).toContainText(account.name);
  // Just agreed to at sign-up: nothing asked again.
  await expect(page.getByTestId('summary-card').first()).toBeVisible();
  await expect(page.getByTestId('account-notice-check')).toHaveCount(0);
  // A new account's own figures: nothing yet, and no sample data anywhere.
  const cards = page.getByTestId('summary-card');
  await expect(cards).toHaveText([/^0\s*Registered Vehicles/, /^0\s*Applications/, /^0\s*Reminders/]);
  expect(await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
    '/dashboard/vehicles',
    '/dashboard/applications',
    '/dashboard/reminders',
  ]);
  await expect(main(page).getByRole('region', { name: 'Recent Applications' })).toContainText('You have not sent a request yet.');
  await expect(main(page).getByRole('region', { name: 'Upcoming Reminders' })).toContainText('Nothing is due in the next 30 days.');
  await expect(main(page)).not.toContainText(/sample/i);
  // Quick Actions: the first three of each category of the listing.
  const actions = page.getByTestId('quick-action');
  const { listings } = realCatalog();
  const expected = [...listings['vehicle-services'].slice(0, 3), ...listings['driving-licence-services'].slice(0, 3)];
  await expect(actions).toHaveCount(expected.length);
  await expect(actions).toHaveText(expected.map((s) => text(s.title)));
  expect(await actions.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(expected.map((s) => s.link));

  // Without a connection the session stays open on the server: the page says so and stays.
  const logout = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name: 'Logout' });
  await page.route('**/api/auth/logout', (route) => route.abort('internetdisconnected'));
  await logout.click();
  await expect(main(page).getByRole('alert')).toHaveText('Logout failed. Please check your connection and try again.');
  await expect(page).toHaveURL('/dashboard');
  await page.unroute('**/api/auth/logout');
  await logout.click();
  await expect(page).toHaveURL('/');
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);

  await page.goto('/login');
  await logIn(page, account.phone, account.password);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${account.name}!`);
});

for (const lang of ['en', 'te'] as const) {
  test(`${lang}: an account agreed on an older notice is asked again on the dashboard, once`, async ({ page }) => {
    const account = { name: 'Padma Rani', phone: uniquePhone('8'), password: 'Guntur#Fort2026' };
    const words = {
      en: { title: 'What your account keeps has changed', agree: 'Agree', box: /I agree that my account keeps these details/, required: 'Please tick the box to agree to what your account keeps.', agreed: 'Thank you. Your agreement is saved.' },
      te: { title: 'మీ ఖాతా ఉంచే వివరాలు మారాయి', agree: 'అంగీకరిస్తున్నాను', box: /నా ఖాతా ఈ వివరాలు ఉంచడానికి/, required: 'మీ ఖాతా ఉంచే వివరాలకు అంగీకరించడానికి పెట్టెలో టిక్ చేయండి.', agreed: 'ధన్యవాదాలు. మీ అంగీకారం సేవ్ అయింది.' },
    }[lang];
    // Signed up (in this page's cookies) on a notice older than the build's.
    expect((await page.request.post('/api/auth/signup', { data: signupBody(account, '0123456789abcdef') })).status()).toBe(201);
    await page.goto(lang === 'te' ? '/te/dashboard' : '/dashboard');
    const check = page.getByTestId('account-notice-check');
    await expect(check.getByRole('heading', { level: 2 })).toHaveText(words.title);
    await expect(check.getByTestId('account-notice')).toBeVisible();
    await check.getByRole('button', { name: words.agree, exact: true }).click();
    await expect(check).toContainText(words.required);
    expect((await page.request.get('/api/me/account-notice')).ok()).toBe(true);
    await check.getByRole('checkbox', { name: words.box }).check();
    await check.getByRole('button', { name: words.agree, exact: true }).click();
    await expect(page.getByTestId('account-notice-agreed')).toHaveText(words.agreed);
    expect(await (await page.request.get('/api/me/account-notice')).json()).toMatchObject({ upToDate: true });
    await page.reload();
    await expect(page.getByTestId('summary-card').first()).toBeVisible();
    await expect(page.getByTestId('account-notice-check')).toHaveCount(0);
  });
}

test('the dashboard sends a signed-out visitor to login, and back after signing in', async ({ page, request }) => {
  await ensureAccount(request, regular);
  await page.goto('/dashboard/applications');
  await expect(page).toHaveURL('/login?redirect=%2Fdashboard%2Fapplications');
  await expect(page.getByRole('status')).toHaveText('Please sign in to continue to that page.');
  await logIn(page, regular.phone, regular.password);
  await expect(page).toHaveURL('/dashboard/applications');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Applications');
  await expect(page.getByTestId('empty-state')).toContainText('You have not sent a request yet.');
  await expect(page.getByRole('link', { name: 'My Applications' })).toHaveAttribute('aria-current', 'page');

  // Every section of the side navigation is a real page; /profile shows the account.
  for (const name of ['Recent Activities', 'Payment History', 'Settings', 'Profile']) {
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  }
  // On a phone the tabs wrap: the current page's tab is in view.
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Settings' })).toBeInViewport();
  // The header menu's address is the dashboard's profile page, its tab the current one.
  await page.goto('/profile');
  await expect(page).toHaveURL('/dashboard/profile');
  await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('profile-name')).toHaveText(regular.name);
  await expect(page.getByTestId('profile-phone')).toHaveText('+91 63000 22334');
});

test('a redirect to another site is ignored', async ({ page, request }) => {
  await ensureAccount(request, regular);
  await page.goto('/login?redirect=%2F%2Fevil.example%2F');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
  await expect(page.getByRole('status')).toHaveCount(0);
  await logIn(page, regular.phone, regular.password);
  await expect(page).toHaveURL('/dashboard');
});

test('a wrong password is refused with its message', async ({ page, request }) => {
  await ensureAccount(request, regular);
  await page.goto('/login');
  await logIn(page, regular.phone, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid phone number or password');
  await expect(page).toHaveURL('/login');
  // Signing in correctly clears the failure, so reruns never lock the fixed account.
  await passwordInput(page).fill(regular.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('login: empty and invalid phone, empty password, inline and linked to the field', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const phone = phoneInput(page);
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(/Please enter your phone number\./);
  await expect(phone).toBeFocused();
  await expect(passwordInput(page)).toHaveAccessibleDescription('Please enter your password.');

  await phone.fill('12345');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(main(page).getByText('Please enter a valid Indian phone number.')).toBeVisible();

  // Show/hide password.
  await passwordInput(page).fill('secret-words');
  await expect(passwordInput(page)).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(passwordInput(page)).toHaveAttribute('type', 'text');
});

// The network and the lock-out cannot be broken on demand on the real server: these two answers
// are stubbed at the browser's edge to check what the page says about them.
test('login: no connection, and too many attempts', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle(/^Login \| /);
  await page.route('/api/auth/login', (route) => route.abort('internetdisconnected'));
  await logIn(page, '9876543210', 'some-password');
  await expect(page.getByRole('alert')).toHaveText('Unable to connect to the service. Please check your internet connection and try again.');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();

  await page.unroute('/api/auth/login');
  await page.route('/api/auth/login', (route) =>
    route.fulfill({ status: 429, headers: { 'Retry-After': '120' }, contentType: 'application/json', body: JSON.stringify({ error: 'Too many failed attempts. Please try again later.', code: 'auth.too_many_failures' }) }),
  );
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Too many attempts. Please wait 2 minutes and try again.');

  await page.unroute('/api/auth/login');
  await page.route('/api/auth/login', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Failed to log in. Please try again.', code: 'auth.login_failed' }) }));
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Login failed. Please try again.');

  // The account's ceiling of failed sign-ins (tests/server/lockout.test.ts reaches it for real):
  // the right password too gets the step-up (its code), and the message leads to it.
  await page.unroute('/api/auth/login');
  const stepUp = 'Too many failed sign-ins on this account. Please reset your password with an OTP to unlock it.';
  await page.route('/api/auth/login', (route) => route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ error: stepUp, code: 'auth.step_up' }) }));
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(stepUp);
  await page.getByRole('alert').getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('signup: the validation messages, and a registered number', async ({ page, request }) => {
  await ensureAccount(request, regular);
  await page.goto('/signup');
  const submit = page.getByRole('button', { name: 'Create account' });
  await submit.click();
  for (const text of ['Please enter your full name.', 'Please enter your phone number.', 'Please enter a password.', 'Please tick the box to agree to what your account keeps.']) {
    await expect(main(page).getByText(text)).toBeVisible();
  }
  await page.getByRole('checkbox', { name: /I agree that my account keeps these details/ }).check();
  await expect(main(page).getByText('Please tick the box to agree to what your account keeps.')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Full name' }).fill(' R ');
  await phoneInput(page).fill('5555555555');
  await passwordInput(page).fill('abc');
  await passwordInput(page, 'Confirm password').fill('abd');
  await submit.click();
  for (const text of ['Name must be at least 2 characters long.', 'Please enter a valid Indian phone number.', 'Password must be at least 8 characters long.', 'Passwords do not match.']) {
    await expect(main(page).getByText(text)).toBeVisible();
  }

  // The same password rule as the server's: no common password, not the name, not the number.
  await page.getByRole('textbox', { name: 'Full name' }).fill('Someone Else');
  const phone = uniquePhone('6');
  await phoneInput(page).fill(phone);
  for (const [weak, problem] of [
    ['password', /This password is too common\./],
    ['Qwerty123', /This password is too common\./],
    [`my${phone}`, /Password must not contain your phone number\./],
    ['someone-else-99', /Password must not contain your name\./],
  ] as const) {
    await passwordInput(page).fill(weak);
    await passwordInput(page, 'Confirm password').fill(weak);
    await submit.click();
    await expect(passwordInput(page)).toHaveAccessibleDescription(problem);
  }
  // Checked in the browser: no request was needed to say so.
  await expect(page.getByRole('alert')).toHaveCount(0);

  await phoneInput(page).fill(regular.phone);
  await passwordInput(page).fill('Another#Pass55');
  await passwordInput(page, 'Confirm password').fill('Another#Pass55');
  await submit.click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Phone number already registered. Please login instead.');
  await expect(alert.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
});

test('forgot password: code from the SMS, new password, then login with it', async ({ page, request }) => {
  const account = { name: 'Sai Prasad Reddy', phone: uniquePhone('8'), password: 'Old#Password81' };
  await createAccount(request, account);
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(main(page).getByText('Please enter your phone number.')).toBeVisible();
  await phoneInput(page).fill('98765');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(main(page).getByText('Please enter a valid Indian phone number.')).toBeVisible();
  await phoneInput(page).fill(account.phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('status').first()).toHaveText('If this number has an account, we have sent it an OTP by SMS. No OTP? Check the number, or sign up.');

  const code = await otpCode(account.phone, 0);
  const otp = page.getByRole('textbox', { name: 'OTP' });
  await expect(otp).toBeFocused();
  await expect(page.getByTestId('resend-countdown')).toHaveText(freshCountdown);
  await otp.fill('123');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(main(page).getByText('Please enter a valid 6-digit OTP.')).toBeVisible();
  await otp.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(main(page).getByText('Invalid OTP. Please try again.')).toBeVisible();
  await otp.fill(code);
  const verified = page.waitForResponse('**/api/auth/otp/verify');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  const { resetToken } = (await (await verified).json()) as { resetToken: string };
  await expect(page.getByRole('status').first()).toHaveText('OTP verified successfully. Please set your new password.');
  // The token stays in the page's memory: not in the address, storage or cookies.
  const kept = await page.evaluate(() => [location.href, JSON.stringify(localStorage), JSON.stringify(sessionStorage), document.cookie].join(' '));
  expect(kept).not.toContain(resetToken);
  expect(JSON.stringify(await page.context().cookies())).not.toContain(resetToken);
  // Another client cannot finish this reset, with or without knowing the phone number.
  const hijack = await request.post('/api/auth/password/reset', { data: { phone: account.phone, password: 'Hijack#Pass991' } });
  expect(hijack.status()).toBe(403);

  await passwordInput(page, 'New password').fill('Password123');
  await passwordInput(page, 'Confirm new password').fill('Password123');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(passwordInput(page, 'New password')).toHaveAccessibleDescription(/This password is too common\./);

  const newPassword = 'New#Password92';
  await passwordInput(page, 'New password').fill(newPassword);
  await passwordInput(page, 'Confirm new password').fill('New#Password93');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(main(page).getByText('Passwords do not match.')).toBeVisible();
  await passwordInput(page, 'Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('status').first()).toHaveText('Password reset successfully! Redirecting to login...');
  await expect(page).toHaveURL('/login?reset=done', { timeout: 5_000 });
  // The success stays in view on the login page, not only for the two seconds before it.
  await expect(page.getByRole('status').first()).toHaveText('Your password was reset. Sign in with the new password.');

  await logIn(page, account.phone, account.password);
  await expect(page.getByRole('alert')).toHaveText('Invalid phone number or password');
  await passwordInput(page).fill(newPassword);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${account.name}!`);
  expect(textsTo(account.phone).at(-1)).toBe('Your password was changed. If this was not you, reset it now.');
});

test('profile: change the password; other sessions end, this one stays', async ({ page, browser, request }) => {
  const account = { name: 'Padma Priya Rao', phone: uniquePhone('9'), password: 'Old#Password64' };
  await createAccount(request, account);
  // A second device signed in to the same account.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await other.request.post('/api/auth/login', { data: { phone: account.phone, password: account.password } })).status()).toBe(200);

  await page.goto('/login');
  await logIn(page, account.phone, account.password);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/profile');
  const form = page.getByRole('region', { name: 'Change password' });
  const submit = form.getByRole('button', { name: 'Change password' });
  await submit.click();
  await expect(passwordInput(page, 'Current password')).toHaveAccessibleDescription('Please enter your current password.');
  await expect(passwordInput(page, 'Current password')).toBeFocused();

  await passwordInput(page, 'Current password').fill('Not#TheOldOne1');
  await passwordInput(page, 'New password').fill('padma-priya-2026');
  await passwordInput(page, 'Confirm new password').fill('padma-priya-2026');
  await submit.click();
  await expect(passwordInput(page, 'New password')).toHaveAccessibleDescription(/Password must not contain your name\./);

  await passwordInput(page, 'New password').fill('Changed#Pass6451');
  await passwordInput(page, 'Confirm new password').fill('Changed#Pass6451');
  await submit.click();
  await expect(passwordInput(page, 'Current password')).toHaveAccessibleDescription('Your current password is not correct.');

  await passwordInput(page, 'Current password').fill(account.password);
  await submit.click();
  await expect(form.getByRole('status')).toHaveText('Password changed successfully.');
  await expect(passwordInput(page, 'Current password')).toHaveValue('');
  // This browser stays signed in; the other device is signed out.
  await page.reload();
  await expect(page.getByTestId('profile-name')).toHaveText(account.name);
  expect((await other.request.get('/api/auth/me')).status()).toBe(401);
  await other.close();
  // The number was only typed at sign-up, never proven by a code: no notice goes to it.
  expect(textsTo(account.phone)).toEqual([]);
  expect((await request.post('/api/auth/login', { data: { phone: account.phone, password: 'Changed#Pass6451' } })).status()).toBe(200);
});

test('forgot password: an unregistered number gets the answer a registered one gets, and no text', async ({ page }) => {
  const phone = uniquePhone('6');
  await page.goto('/forgot-password');
  await phoneInput(page).fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  // The page cannot tell a stranger probing numbers which ones have an account.
  await expect(page.getByRole('status').first()).toHaveText('If this number has an account, we have sent it an OTP by SMS. No OTP? Check the number, or sign up.');
  await expect(page.getByRole('textbox', { name: 'OTP' })).toBeFocused();
  expect(textsTo(phone)).toEqual([]);
});

// The server allows a new code OTP_RESEND_SECONDS after the last one, so this test waits that long
// three times (real time, for the server) while the page's own clock is moved on by hand.
test('forgot password: resend after the countdown; going back clears each step, and the countdown goes on from the last send', async ({ page, request }) => {
  test.setTimeout(90_000);
  const account = { name: 'Anil Kumar Yadav', phone: uniquePhone('7'), password: 'Old#Password71' };
  await createAccount(request, account);
  await page.clock.install();
  await page.goto('/forgot-password');
  // The fake clock also drives the idle callbacks a tap before hydration waits for (early input):
  // this test is about the countdown, so it starts once the page is live.
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated') && !window.__early?.held);
  await phoneInput(page).fill(account.phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const otp = page.getByRole('textbox', { name: 'OTP' });
  await expect(otp).toBeVisible();
  let sentAt = Date.now();
  await expect(page.getByTestId('resend-countdown')).toHaveText(freshCountdown);
  await expect(page.getByRole('button', { name: 'Resend OTP' })).toHaveCount(0);

  const untilServerAllows = async () => {
    const waitMs = OTP_RESEND_SECONDS * 1000 + 500;
    await page.waitForTimeout(Math.max(0, sentAt + waitMs - Date.now()));
    await page.clock.fastForward(waitMs);
  };

  // The real resend endpoint once the wait is over.
  await untilServerAllows();
  await page.getByRole('button', { name: 'Resend OTP' }).click();
  await expect(page.getByRole('status').first()).toHaveText('OTP resent successfully.');
  sentAt = Date.now();
  await expect(page.getByTestId('resend-countdown')).toBeVisible();
  const resent = await otpCode(account.phone, 1);

  // Back to the phone step clears the code; the number stays. A new code this early is refused.
  await otp.fill(resent);
  await page.getByRole('button', { name: 'Change number' }).click();
  await expect(phoneInput(page)).toHaveValue(account.phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
  await untilServerAllows();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  sentAt = Date.now();
  await expect(otp).toHaveValue('');

  // Back from the password step clears the new password; a fresh code leads forward again.
  await otp.fill(await otpCode(account.phone, 2));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await passwordInput(page, 'New password').fill('Typed#Password1');
  await passwordInput(page, 'Confirm new password').fill('Typed#Password1');
  // Coming back shows what is left of the server's wait since that code was sent, not a fresh wait.
  // Read at once, not retried: a fresh wait would also count down to these numbers given time.
  await page.clock.fastForward(5000);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByTestId('resend-countdown')).toBeVisible();
  expect(await page.getByTestId('resend-countdown').textContent()).toMatch(countdownAfter(5));
  // A new code after a verified one waits on the server too (per phone and client).
  await untilServerAllows();
  await page.getByRole('button', { name: 'Resend OTP' }).click();
  await expect(page.getByRole('status').first()).toHaveText('OTP resent successfully.');
  await otp.fill(await otpCode(account.phone, 3));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(passwordInput(page, 'New password')).toHaveValue('');
  await expect(passwordInput(page, 'Confirm new password')).toHaveValue('');
});
