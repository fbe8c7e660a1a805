import type { ReceivedMail } from '@glow/testing';

/** The mail's text as written: quoted-printable soft breaks and escapes undone. */
export function textOf(mail: ReceivedMail): string {
  return mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Whether `mail` went to `address` (addresses compared without case). */
export function sentTo(mail: ReceivedMail, address: string): boolean {
  return mail.to.some((to) => to.toLowerCase() === address.toLowerCase());
}
