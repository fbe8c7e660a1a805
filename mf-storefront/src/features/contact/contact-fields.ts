import { invalidEmailAddress, isEmailAddress } from '@glow/web-kit';
import type { ContactRequest } from '@glow/contracts';

export type ContactField = keyof ContactRequest;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** In the form's order: the first invalid one gets the focus. */
export const contactFields: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

export const emptyContact: ContactRequest = { name: '', email: '', subject: '', message: '' };

/** The messaging service's limits, so the browser stops typing where the server would refuse. */
export const maxLengths: Record<ContactField, number> = {
  name: 100,
  email: 254,
  subject: 200,
  message: 5000,
};

export const requiredTexts: Record<ContactField, string> = {
  name: 'Please enter your name.',
  email: 'Please enter your email address.',
  subject: 'Please enter a subject.',
  message: 'Please enter a message.',
};

export function validateContact(form: ContactRequest): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of contactFields) if (!form[field].trim()) errors[field] = requiredTexts[field];
  if (!errors.email && !isEmailAddress(form.email)) errors.email = invalidEmailAddress;
  return errors;
}

export const trimmed = (form: ContactRequest): ContactRequest => ({
  name: form.name.trim(),
  email: form.email.trim(),
  subject: form.subject.trim(),
  message: form.message.trim(),
});
