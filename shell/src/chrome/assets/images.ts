import courierLogo from './courier-logo.svg';
import facebook from './facebook.svg';
import flutterwaveLogo from './flutterwave-logo.svg';
import glowLogo from './glow-logo.svg';
import instagram from './instagram.svg';
import paystackLogo from './paystack-logo.svg';
import whatsapp from './whatsapp.svg';

export const images = { courierLogo, facebook, flutterwaveLogo, glowLogo, instagram, paystackLogo, whatsapp };
