export const fillAllShippingDetails = 'Please fill in all shipping details';
export const internationalRedirect =
  'We currently accept online payment for Nigerian addresses only. You will be redirected to customer support to complete your purchase and arrange shipping.';
export const shippingPriceFailed = 'Failed to fetch shipping price.';
export const transitTime = '3-5 business days';

export const internationalMessage = (country: string) =>
  `Hello! I would like to buy some products and have them shipped to ${country.trim()}. Can you help me with international shipping?`;
