export { contactDetails, contactMessage, recommendationMessage, whatsappUrl } from '@glow/web-kit';
