import { images } from '../assets/images';
import { contactDetails, contactMessage, whatsappUrl } from './contact-details';

/** The floating contact buttons' links (spec), on a phone shown in the bottom dock instead. */
export const contactButtons = [
  { label: 'Chat with us on WhatsApp', href: whatsappUrl(contactMessage), icon: images.whatsapp },
  { label: 'Glow on Facebook', href: contactDetails.facebookUrl, icon: images.facebook },
  { label: 'Glow on Instagram', href: contactDetails.instagramUrl, icon: images.instagram },
];
