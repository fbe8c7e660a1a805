import type { MailMessage } from '@glow/service-kit';

export interface EmailChange {
  oldEmail: string;
  newEmail: string;
  username: string;
  changedAt: Date;
  shopUrl: string;
  shopEmail: string;
}

const lagosTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Lagos',
  dateStyle: 'full',
  timeStyle: 'short',
});

/** The time of a change as the notice writes it: the shop's time zone, where its shoppers live. */
export function noticeTime(at: Date): string {
  return `${lagosTime.format(at)} (Lagos time)`;
}

/** `n***@example.com`: enough for the owner to recognise, not enough to hand a reader the new address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
}

/** Goes to the OLD address: whoever changed it may hold the account, the owner still reads this mailbox. */
export function emailChangedMail(change: EmailChange): MailMessage {
  const resetLink = `${change.shopUrl.replace(/\/+$/, '')}/forgot-password`;
  return {
    to: change.oldEmail,
    subject: 'Your Glow email address was changed',
    text: [
      `Hello ${change.username},`,
      '',
      'The email address of your Glow account was changed',
      `on ${noticeTime(change.changedAt)}`,
      `to ${maskEmail(change.newEmail)}. Every other device was signed out.`,
      '',
      'If this was you, there is nothing to do.',
      '',
      'If it was not you, someone who knows your password has your account:',
      `write to us at ${change.shopEmail} right away, we will help you get it back.`,
      '',
      'To reset your password (the code goes to the address the account has now):',
      resetLink,
      '',
      'Glow',
    ].join('\n'),
  };
}
