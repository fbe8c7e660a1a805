import type { MailMessage } from '@glow/service-kit';

export function resetCodeMail(to: string, username: string, code: string, validMinutes: number): MailMessage {
  return {
    to,
    subject: 'Your Glow password reset code',
    text: [
      `Hello ${username},`,
      '',
      `Your password reset code is: ${code}`,
      '',
      `It is valid for ${validMinutes} minutes and works once. If you did not ask to reset your password,`,
      'ignore this mail: your password stays as it is.',
      '',
      'Glow',
    ].join('\n'),
  };
}
