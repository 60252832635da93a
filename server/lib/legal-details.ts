/**
 * The operator's company details as the product states them: the imprint, the terms and the privacy
 * policy (server/db/seed/legal-content.ts) and receipts (ADR 028) read them from here, so they stay
 * one text. Registry data is not invented: each is a clearly marked placeholder, in English and
 * German, to be completed by the operator before going live.
 */
export const LEGAL_DETAILS = {
  en: {
    company: '[Company name and legal form to be completed]',
    office: '[Registered office to be completed]',
    address: '[Postal address to be completed]',
    register: '[Commercial register and registration number to be completed]',
    vat: '[VAT identification number to be completed]',
    directors: '[Managing directors to be completed]',
    phone: '[Telephone number to be completed]',
    dpo: '[Contact of the data protection officer to be completed]',
    authority: '[Competent supervisory authority to be completed]',
    responsible: '[Person responsible for content under § 18 (2) MStV to be completed]',
    disputes: '[Statement on consumer dispute resolution under § 36 VSBG to be completed]',
    recordings: '[retention period for recordings to be completed]',
  },
  de: {
    company: '[Firmenname und Rechtsform – noch zu ergänzen]',
    office: '[Sitz der Gesellschaft – noch zu ergänzen]',
    address: '[Postanschrift – noch zu ergänzen]',
    register: '[Registergericht und Registernummer – noch zu ergänzen]',
    vat: '[Umsatzsteuer-Identifikationsnummer – noch zu ergänzen]',
    directors: '[Vertretungsberechtigte Geschäftsführung – noch zu ergänzen]',
    phone: '[Telefonnummer – noch zu ergänzen]',
    dpo: '[Kontakt der/des Datenschutzbeauftragten – noch zu ergänzen]',
    authority: '[Zuständige Aufsichtsbehörde – noch zu ergänzen]',
    responsible: '[Verantwortliche Person nach § 18 Abs. 2 MStV – noch zu ergänzen]',
    disputes: '[Erklärung zur Verbraucherstreitbeilegung nach § 36 VSBG – noch zu ergänzen]',
    recordings: '[Speicherdauer für Aufzeichnungen – noch zu ergänzen]',
  },
} as const;

/** The platform's contact address, as the imprint states it. */
export const SUPPORT_EMAIL = 'support@trt-tutoring.eu';
