import { expectOnePaidOrderEach } from './support/money-path-ledger';
import { startMoneyPath, type MoneyPathStack } from './support/money-path-stack';

/**
 * The built order service runs in its own process and is SIGKILLed while the browsers' verify calls
 * are in flight: some payments were settled by payment but not yet taken by order, some transactions
 * died half done, offsets and outbox rows were left as they were. A new instance on the same
 * database and consumer group must still end with one paid order and one order.paid per payment.
 */
let stack: MoneyPathStack;

beforeAll(async () => {
  stack = await startMoneyPath({ orderIn: 'process' });
}, 120_000);

afterAll(() => stack?.stop());

const messageIdOf = (raw: string) => /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim();

it('when order is killed with SIGKILL during the verify calls, then a new instance ends with one paid order and one order.paid per payment, and every shopper gets the confirmation', async () => {
  const paid = await stack.paidCheckouts(8);

  // Every browser verifies at once; the process dies as soon as the first answer is back.
  const inFlight = paid.map((payment) => stack.verify(payment));
  await Promise.race(inFlight);
  await stack.killOrder();
  const firstTry = await Promise.allSettled(inFlight);
  expect(firstTry.some((attempt) => attempt.status === 'fulfilled')).toBe(true);

  // The providers announce every payment (twice); reconciliation runs too.
  for (const payment of paid) {
    expect((await stack.webhook(payment)).status).toBe(200);
    expect((await stack.webhook(payment)).status).toBe(200);
  }
  await stack.payment.service.deps.webhookWorker.runNow();
  await stack.reconcile();

  await stack.restartOrder();
  const retried = await Promise.all(paid.map((payment) => stack.verify(payment)));
  expect(retried.every((answer) => answer.status === 200 || answer.status === 202)).toBe(true);
  await expectOnePaidOrderEach(stack, paid);
  // SMTP is at least once: a mail the kill caught mid-delivery may arrive again, as the same message.
  for (const payment of paid) {
    const mails = stack.smtp.received.filter((mail) => mail.to.includes(payment.who.email));
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(new Set(mails.map((mail) => messageIdOf(mail.raw))).size).toBe(1);
    expect(messageIdOf(mails[0]!.raw)).toMatch(/^<[0-9a-f-]{36}@/);
  }
}, 180_000);
