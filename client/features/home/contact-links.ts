/**
 * The support team's WhatsApp number, international format without "+" or spaces (wa.me links).
 * A placeholder until the real support number is set.
 */
export const SUPPORT_WHATSAPP = '4930000000';

export const SUPPORT_WHATSAPP_URL = `https://wa.me/${SUPPORT_WHATSAPP}`;
