import type { ReceivedMail, ServiceUnderTest } from '@glow/testing';
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../src/users/domain/password';

export async function addAccount(
  running: ServiceUnderTest,
  username: string,
  email: string,
  password: string,
) {
  const id = randomUUID();
  await running.service.ctx.db.pool.query(
    'INSERT INTO identity.users (id, username, email, password_hash) VALUES ($1, $2, $3, $4)',
    [id, username, email, await hashPassword(password)],
  );
  return id;
}

export async function postJson(running: ServiceUnderTest, route: string, body: unknown) {
  const answer = await fetch(`${running.url}/api/users/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as { message: string } };
}

/** The reset code in a mail's text. */
export function codeIn(mail: ReceivedMail): string {
  const match = /reset code is: ([A-Z0-9]+)/.exec(mail.raw);
  if (!match?.[1]) throw new Error(`no reset code in mail:\n${mail.raw}`);
  return match[1];
}
