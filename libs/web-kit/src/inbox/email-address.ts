/** The form library's text for a malformed address, shown by every messaging form. */
export const invalidEmailAddress = 'Invalid email address';

// The messaging service's own check (zod's email pattern): what passes here passes there.
const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const isEmailAddress = (text: string) => emailPattern.test(text.trim());
