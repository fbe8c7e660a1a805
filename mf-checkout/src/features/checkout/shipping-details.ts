import type { ShippingDetails } from '@glow/contracts';

export const shippingFields: {
  name: keyof ShippingDetails;
  label: string;
  autoComplete: string;
  type?: string;
}[] = [
  { name: 'fullName', label: 'Full Name', autoComplete: 'name' },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'postalCode', label: 'Postal Code', autoComplete: 'postal-code' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
  { name: 'phoneNumber', label: 'Phone Number', autoComplete: 'tel', type: 'tel' },
];

export const emptyShippingDetails: ShippingDetails = {
  fullName: '',
  address: '',
  city: '',
  postalCode: '',
  country: 'Nigeria',
  phoneNumber: '',
};

export const isComplete = (details: ShippingDetails) =>
  shippingFields.every(({ name }) => details[name].trim() !== '');

/** Only Nigerian addresses pay online, whatever the case or surrounding spaces. */
export const shipsInNigeria = (country: string) => country.trim().toLowerCase() === 'nigeria';

/** Shipping is charged for Nigeria only. */
export const shippingCostFor = (country: string, shippingPrice: number) =>
  shipsInNigeria(country) ? shippingPrice : 0;
