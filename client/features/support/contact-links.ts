import { useQuery } from '@tanstack/react-query';
import { siteConfigQuery } from '../platform';

/** A wa.me link to an international number given as digits (server/env.ts SUPPORT_WHATSAPP). */
export const whatsappUrl = (number: string) => `https://wa.me/${number}`;

/**
 * The support team's WhatsApp link, or null while none is configured: then no WhatsApp link is shown.
 * The number comes from the server's configuration through the route's data (GET /api/site-config),
 * so the server renders the link (or its absence) and the browser's first render agrees.
 */
export function useSupportWhatsappUrl(): string | null {
  const { data } = useQuery(siteConfigQuery());
  return data?.supportWhatsapp ? whatsappUrl(data.supportWhatsapp) : null;
}
