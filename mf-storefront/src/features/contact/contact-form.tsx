import { useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button, ErrorBox, Input, SuccessBox } from '@glow/web-kit';
import { contactErrorText, contactSent, useSendContactMessage } from './api/send-contact-message';
import { TextAreaField } from './components/text-area-field';
import {
  contactFields,
  emptyContact,
  maxLengths,
  trimmed,
  validateContact,
  type ContactErrors,
  type ContactField,
} from './contact-fields';
import styles from './contact-page.module.css';

export function ContactForm() {
  const [form, setForm] = useState(emptyContact);
  const [errors, setErrors] = useState<ContactErrors>({});
  const sending = useSendContactMessage();
  const pending = sending.isPending;

  const field = (name: ContactField) => ({
    name,
    value: form[name],
    error: errors[name],
    maxLength: maxLengths[name],
    required: true,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setForm({ ...form, [name]: event.target.value });
      if (errors[name]) setErrors({ ...errors, [name]: undefined });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    sending.reset();
    const found = validateContact(form);
    const firstInvalid = contactFields.find((name) => found[name]);
    // Rendered first, so the focused field is already described by its error.
    flushSync(() => setErrors(found));
    if (firstInvalid) {
      (formElement.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
      return;
    }
    sending.mutate(trimmed(form), { onSuccess: () => setForm(emptyContact) });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Contact Us">
      <div className={styles.row}>
        <Input label="Name" autoComplete="name" {...field('name')} />
        <Input label="Email" type="email" autoComplete="email" {...field('email')} />
      </div>
      <Input label="Subject" {...field('subject')} />
      <TextAreaField label="Message" rows={6} {...field('message')} />
      <ErrorBox text={sending.isError ? contactErrorText(sending.error) : null} />
      <SuccessBox text={sending.isSuccess ? contactSent : null} />
      <Button type="submit" className={styles.submit} disabled={pending}>
        {pending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
