import type { MailMessage } from '@glow/service-kit';

export interface EmailChange {
  oldEmail: string;
  newEmail: string;
  username: string;
  changedAt: Date;
  shopUrl: string;
  shopEmail: string;
  /** Undoes the change from the old address ("This wasn't me"). */
  undoToken: string;
  /** A member of the shop's staff made the change from the back office, not the account's owner. */
  byShop?: boolean;
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
  const undoLink = `${change.shopUrl.replace(/\/+$/, '')}/secure-account?token=${change.undoToken}`;
  return {
    to: change.oldEmail,
    subject: 'Your Glow email address was changed',
    text: [
      `Hello ${change.username},`,
      '',
      ...(change.byShop
        ? [
            'A member of the Glow team changed the email address of your Glow account',
            `on ${noticeTime(change.changedAt)}`,
            `to ${maskEmail(change.newEmail)}. Every device was signed out.`,
            '',
            'If you asked us for this, there is nothing to do.',
            '',
            'If you did not, do not let it stand:',
          ]
        : [
            'The email address of your Glow account was changed',
            `on ${noticeTime(change.changedAt)}`,
            `to ${maskEmail(change.newEmail)}. Every other device was signed out.`,
            '',
            'If this was you, there is nothing to do.',
            '',
            'If it was not you, someone who knows your password has your account.',
          ]),
      'Secure it right away: this link puts this address back, signs out every device',
      'and sends a code to reset your password here (it works for 7 days):',
      undoLink,
      '',
      `If the link does not work, write to us at ${change.shopEmail} right away,`,
      'we will help you get your account back.',
      '',
      'Glow',
    ].join('\n'),
  };
}
