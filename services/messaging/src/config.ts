import { mailConfigSchema, type BaseConfig, type ServiceContext } from '@glow/service-kit';
import { z } from 'zod';
import { contactConfigSchema } from './contact/contact-config';
import { newsletterConfigSchema } from './newsletter/newsletter-config';

/** Messaging's settings beyond the kit's base ones: mail, contact and newsletter. */
export const messagingConfigSchema = z
  .object({
    /** The shop's public address, for the links in mails (newsletter confirm and unsubscribe). */
    SHOP_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:8080'),
    /** Where contact-form messages are mailed. */
    SHOP_EMAIL: z.string().email().default('hello@glowbeauty.ng'),
    RATE_LIMIT_PREFIX: z.string().default('glow:messaging:rl:'),
  })
  .extend(mailConfigSchema.shape)
  .extend(contactConfigSchema.shape)
  .extend(newsletterConfigSchema.shape);

export type MessagingConfig = z.infer<typeof messagingConfigSchema>;

export type MessagingContext = ServiceContext<MessagingConfig & BaseConfig>;
