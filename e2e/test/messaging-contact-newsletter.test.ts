import type { Locator, Page } from 'playwright-core';
import {
  loginAs,
  mailTo,
  newAccount,
  newestMailTo,
  pageTitle,
  pageUrl,
  seriousA11yViolations,
  useBrowser,
  type Mail,
} from '../support';

const browser = useBrowser();

/** The shop's address contact-form messages go to (messaging's SHOP_EMAIL default). */
const shopEmail = 'hello@glowbeauty.ng';

function linkIn(mail: Mail, pathname: string): string {
  const match = new RegExp(`https?://\\S+${pathname.replace(/\//g, '\\/')}\\?token=[\\w-]+`).exec(mail.text);
  if (!match) throw new Error(`No ${pathname} link in ${mail.file}:\n${mail.text}`);
  // The link names the shop's public address; the test opens the same path on the stack under test.
  const link = new URL(match[0]);
  return pageUrl(`${link.pathname}${link.search}`);
}

const footerNewsletter = (page: Page): Locator =>
  page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' });

async function subscribeInFooter(page: Page, email: string): Promise<void> {
  const form = footerNewsletter(page);
  await form.getByLabel('Email address', { exact: true }).fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await form.getByText('Check your inbox to confirm your subscription.', { exact: true }).waitFor();
}

describe('contact and newsletter', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(
      `when a shopper sends the contact form (${viewport}), then it says so, clears, and the shop gets the mail`,
      browser.test(async ({ open }) => {
        const { page } = await open({ viewport });
        await page.goto(pageUrl('/contact'));
        const form = page.getByRole('form', { name: 'Contact Us' });
        await form.getByRole('button', { name: 'Send Message' }).click();
        await form.getByText('Please enter your name.', { exact: true }).waitFor();

        const sender = newAccount('funmi');
        const subject = `Shade advice ${sender.username}`;
        await form.getByLabel('Name', { exact: true }).fill('Funmi Adeyemi');
        await form.getByLabel('Email', { exact: true }).fill('not-an-email');
        await form.getByRole('button', { name: 'Send Message' }).click();
        await form.getByText('Invalid email address', { exact: true }).waitFor();
        await form.getByLabel('Email', { exact: true }).fill(sender.email);
        await form.getByLabel('Subject', { exact: true }).fill(subject);
        await form
          .getByLabel('Message', { exact: true })
          .fill('Which foundation suits dark skin with warm undertones?');
        expect(await seriousA11yViolations(page)).toEqual([]);
        await form.getByRole('button', { name: 'Send Message' }).click();
        await page.getByText('Message sent successfully!', { exact: true }).waitFor();
        expect(await form.getByLabel('Subject', { exact: true }).inputValue()).toBe('');

        const mail = await mailTo(
          shopEmail,
          (candidate) => candidate.subject.includes(subject),
          'the contact mail',
        );
        expect(mail.text).toContain('Which foundation suits dark skin with warm undertones?');
        expect(mail.text).toContain(sender.email);
      }),
    );
  }

  it(
    'when a visitor subscribes in the footer and confirms by mail, then the admin sees them, sends an issue with progress, and its unsubscribe link works',
    browser.test(async ({ open }) => {
      const { page } = await open({ viewport: 'mobile' });
      const email = newAccount('zainab').email;
      await page.goto(pageUrl('/'));
      await subscribeInFooter(page, email);

      const confirmation = await newestMailTo(email);
      await page.goto(linkIn(confirmation, '/newsletter/confirm'));
      await page.getByText('Your subscription is confirmed.', { exact: true }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      const { page: adminPage } = await open();
      await loginAs(adminPage);
      await adminPage.goto(pageUrl('/admin/newsletter'));
      await pageTitle(adminPage, 'Newsletter').waitFor();
      await adminPage.getByLabel('Search by email', { exact: true }).fill(email);
      const row = adminPage.getByRole('main').getByRole('row').filter({ hasText: email });
      await row.getByText('Confirmed', { exact: true }).waitFor();
      expect(await seriousA11yViolations(adminPage)).toEqual([]);

      const subject = `Harmattan skincare ${email}`;
      const compose = adminPage.getByRole('form', { name: 'Send an issue' });
      await compose.getByLabel('Subject', { exact: true }).fill(subject);
      await compose.getByLabel('Message', { exact: true }).fill('Keep your skin moist this dry season.');
      await compose.getByRole('button', { name: /^Send to \d+ subscribers?$/ }).click();
      const dialog = adminPage.getByRole('dialog', { name: 'Send Issue' });
      await dialog.getByRole('button', { name: 'Send', exact: true }).click();
      await adminPage.getByText('Issue sent.', { exact: true }).waitFor({ timeout: 30_000 });
      // Listed under Past issues at once, without a reload.
      await adminPage
        .getByRole('region', { name: 'Past issues' })
        .getByRole('heading', { level: 3, name: subject, exact: true })
        .waitFor();

      const issue = await mailTo(email, (candidate) => candidate.subject === subject, 'the issue');
      expect(issue.text).toContain('Keep your skin moist this dry season.');
      await page.goto(linkIn(issue, '/newsletter/unsubscribe'));
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await page.getByText('You have been unsubscribed.', { exact: true }).waitFor();

      await adminPage.reload();
      await adminPage.getByLabel('Search by email', { exact: true }).fill(email);
      await adminPage
        .getByRole('main')
        .getByRole('row')
        .filter({ hasText: email })
        .getByText('Unsubscribed', { exact: true })
        .waitFor();
    }),
  );

  it(
    'when a confirmation link is broken, then the page says it is invalid',
    browser.test(
      async ({ open }) => {
        const { page } = await open();
        await page.goto(pageUrl('/newsletter/confirm?token=not-a-real-token'));
        await page.getByText('This confirmation link is invalid or has expired.', { exact: true }).waitFor();
      },
      // The service's 400 is the answer under test; Chromium logs every 4xx to the console.
      { allowErrors: [/400 \(Bad Request\).*\/api\/newsletter\/confirm/] },
    ),
  );
});
