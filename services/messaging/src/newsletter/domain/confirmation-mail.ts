import type { MailMessage } from '@glow/service-kit';

const validity = (hours: number) => (hours % 24 === 0 ? `${hours / 24} days` : `${hours} hours`);

export function confirmationMail(to: string, confirmUrl: string, validHours: number): MailMessage {
  return {
    to,
    subject: 'Confirm your subscription to the Glow newsletter',
    text: [
      'Hello,',
      '',
      'Someone, hopefully you, asked to receive the Glow newsletter at this address.',
      'To confirm, open this link:',
      '',
      confirmUrl,
      '',
      `The link works for ${validity(validHours)}. If you did not ask for the newsletter, ignore this mail:`,
      'you will not hear from us again.',
      '',
      'Glow',
    ].join('\n'),
  };
}
