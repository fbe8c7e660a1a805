/** Glow's public contact channels, shown by the footer, the floating buttons, the popup and the home page. */
export const contactDetails = {
  whatsappNumber: '2348091234567',
  phoneDisplay: '+234 809 123 4567',
  phoneHref: 'tel:+2348091234567',
  email: 'hello@glowbeauty.ng',
  addressLines: ['12 Admiralty Way, Lekki Phase 1', 'Lagos 106104, Nigeria'],
  facebookUrl: 'https://www.facebook.com/glowbeautyng',
  instagramUrl: 'https://www.instagram.com/glowbeautyng',
  xUrl: 'https://x.com/glowbeautyng',
  youtubeUrl: 'https://www.youtube.com/@glowbeautyng',
};

export const contactMessage = 'Hello! I would like to get more information.';

export const recommendationMessage =
  'Hello! I would like a personalised beauty recommendation. Here is a little about my skin and hair:';

export const whatsappUrl = (text: string) =>
  `https://wa.me/${contactDetails.whatsappNumber}?text=${encodeURIComponent(text)}`;
