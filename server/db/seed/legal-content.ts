import type { legalKinds } from '../../../common/contracts/legal.ts';
import type { Db } from '../client.ts';
import { LEGAL_DETAILS, SUPPORT_EMAIL } from '../../lib/legal-details.ts';
import { legalDocuments } from '../schema/index.ts';

type Kind = (typeof legalKinds)[number];

/** The version the register form sends (client/features/auth/lib/auth-constants.ts); it must stay current. */
export const CURRENT_LEGAL_VERSION = '2026-11';

export interface SeedLegalDocument {
  kind: Kind;
  version: string;
  language: 'en' | 'de';
  title: string;
  publishedAt: string;
  bodyMarkdown: string;
}

/*
 * Company registry data is not invented: every such detail is a clearly marked placeholder in square
 * brackets (server/lib/legal-details.ts, shared with receipts), to be completed by the operator before
 * going live. Facts about the product (prices, cookies, retention of sign-in data, age rules) come from
 * SPEC.md and the code.
 */
const PH = LEGAL_DETAILS;

const EMAIL = SUPPORT_EMAIL;
const NOV = '2026-11-01T00:00:00.000Z';
const MAY = '2026-05-01T00:00:00.000Z';

// ---------------------------------------------------------------------------------------------- imprint

const imprintEn = `## Provider

TRT Tutoring is operated by:

${PH.en.company}\\
${PH.en.address}\\
${PH.en.office}

## Represented by

${PH.en.directors}

## Contact

- Email: [${EMAIL}](mailto:${EMAIL})
- Telephone: ${PH.en.phone}
- Contact form: available on every page through "Contact support"

## Register entry

${PH.en.register}

## VAT identification number

${PH.en.vat}

## Responsible for content

${PH.en.responsible}

## Consumer dispute resolution

${PH.en.disputes}

## Liability for content and links

We write the content of this website with care, but cannot guarantee that it is complete and up to date at all times. Tutors are responsible for the content of their own profiles and materials. Our website links to external websites whose content we do not control; the respective provider is responsible for the content of linked pages. If you notice unlawful content, please report it through the reporting function or by email, and we will review it without undue delay.

## Content notices under the Digital Services Act

Notices of illegal content can be submitted through the report function on every page ("Report content") or by email to the address above. Our single point of contact for authorities and users under Articles 11 and 12 of the Digital Services Act is reachable at the same address, in English and German.`;

const imprintDe = `## Anbieter

TRT Tutoring wird betrieben von:

${PH.de.company}\\
${PH.de.address}\\
${PH.de.office}

## Vertreten durch

${PH.de.directors}

## Kontakt

- E-Mail: [${EMAIL}](mailto:${EMAIL})
- Telefon: ${PH.de.phone}
- Kontaktformular: auf jeder Seite über „Support kontaktieren“

## Registereintrag

${PH.de.register}

## Umsatzsteuer-Identifikationsnummer

${PH.de.vat}

## Verantwortlich für den Inhalt

${PH.de.responsible}

## Verbraucherstreitbeilegung

${PH.de.disputes}

## Haftung für Inhalte und Links

Wir erstellen die Inhalte dieser Website mit Sorgfalt, können aber nicht garantieren, dass sie jederzeit vollständig und aktuell sind. Für die Inhalte ihrer Profile und Materialien sind die Tutorinnen und Tutoren selbst verantwortlich. Unsere Website enthält Links zu externen Websites, auf deren Inhalte wir keinen Einfluss haben; für die Inhalte verlinkter Seiten ist der jeweilige Anbieter verantwortlich. Wenn du rechtswidrige Inhalte bemerkst, melde sie bitte über die Meldefunktion oder per E-Mail – wir prüfen sie unverzüglich.

## Meldungen nach dem Digital Services Act

Meldungen rechtswidriger Inhalte kannst du über die Meldefunktion („Inhalt melden“) oder per E-Mail an die oben genannte Adresse einreichen. Unsere zentrale Kontaktstelle für Behörden und Nutzende nach Artikel 11 und 12 des Digital Services Act ist unter derselben Adresse auf Deutsch und Englisch erreichbar.`;

// ------------------------------------------------------------------------------------------------ terms

const termsCommonEn = (extra: { withdrawal: boolean }) => `## 1. Scope

These terms apply to the use of the TRT Tutoring platform (the "platform") by learners, parents and guardians, tutors, teen mentors and marketing agents. The platform is operated by ${PH.en.company}, ${PH.en.office} ("we"). Tutors who teach on the platform additionally accept the tutor conditions shown during their application.

## 2. Accounts

- You must give true information when you register and keep it up to date.
- Keep your password secret. You are responsible for activity under your account unless you could not have prevented it.
- One person, one account. Accounts cannot be transferred.
- We may suspend or close accounts that break these terms, after weighing the circumstances and, where possible, after a warning.

## 3. Learners under 16

Learners from the age of 6 are welcome. Learners under 16 may only use the platform with the consent of a verified parent or legal guardian, who concludes the contract on their behalf. Their sessions are group sessions or visible to their guardian, sessions with minors are recorded for their protection, and contact details are never exchanged with them.

## 4. Sessions and prices

- Sessions last 60 minutes. The standard format is a 3:1 group: one tutor and three learners.
- A 3:1 group session costs 12 EUR per learner. A private 1:1 session costs 36 EUR.
- A one-time platform access fee of 5 EUR is charged with the first booking.
- An optional premium subscription costs 6 EUR per month and can be cancelled at any time.
- Registration and browsing are free. All prices include statutory VAT. The price is shown before you confirm a booking.
- Tutors do not set prices; the prices above apply to every tutor.

## 5. Cancellation, rescheduling and refunds

- You can reschedule or cancel a session free of charge up to 2 hours before its start.
- Within the last 2 hours before the start, please contact support.
- If a session could not take place as booked, or something went wrong, contact support within 24 hours. We then refund the price or grant a credit for a new session.
${
  extra.withdrawal
    ? `
## 6. Right of withdrawal for consumers

If you are a consumer, you have a statutory right of withdrawal for contracts concluded online. The withdrawal instructions and the model withdrawal form are shown before every booking. If you ask us to start a session before the withdrawal period ends, you pay a proportionate amount for the part of the service already provided if you withdraw.
`
    : ''
}
## ${extra.withdrawal ? 7 : 6}. Conduct

Treat everyone with respect. Harassment, discrimination, sharing contact details with minors, recording others outside the platform's recording function and uploading unlawful content are not allowed. Every session and every page offers a way to report content; we handle reports under the Digital Services Act and tell the people concerned the reasons for our decisions.

## ${extra.withdrawal ? 8 : 7}. Liability

We are liable without limitation for intent and gross negligence and for injury to life, body or health. For slight negligence we are liable only for the breach of essential contractual obligations, limited to the foreseeable damage typical for the contract. Liability under the Product Liability Act remains unaffected.

## ${extra.withdrawal ? 9 : 8}. Changes to these terms

We announce changes to these terms by email at least six weeks before they take effect. Previous versions remain available on this page.

## ${extra.withdrawal ? 10 : 9}. Applicable law

German law applies. If you are a consumer, the mandatory consumer protection rules of the country in which you habitually reside also apply.`;

const termsCommonDe = (extra: { withdrawal: boolean }) => `## 1. Geltungsbereich

Diese Bedingungen gelten für die Nutzung der Plattform TRT Tutoring („Plattform“) durch Lernende, Eltern und Erziehungsberechtigte, Tutorinnen und Tutoren, Teen-Mentor:innen und Marketing-Partner. Betreiberin der Plattform ist ${PH.de.company}, ${PH.de.office} („wir“). Wer auf der Plattform unterrichtet, akzeptiert zusätzlich die bei der Bewerbung angezeigten Bedingungen für Tutorinnen und Tutoren.

## 2. Konten

- Bei der Registrierung machst du wahrheitsgemäße Angaben und hältst sie aktuell.
- Halte dein Passwort geheim. Für Aktivitäten unter deinem Konto bist du verantwortlich, sofern du sie nicht verhindern konntest.
- Eine Person, ein Konto. Konten sind nicht übertragbar.
- Konten, die gegen diese Bedingungen verstoßen, können wir nach Abwägung der Umstände und nach Möglichkeit nach einer Abmahnung sperren oder schließen.

## 3. Lernende unter 16 Jahren

Lernende ab 6 Jahren sind willkommen. Lernende unter 16 Jahren dürfen die Plattform nur mit Einwilligung eines verifizierten Elternteils oder Erziehungsberechtigten nutzen, der den Vertrag in ihrem Namen schließt. Ihre Einheiten finden in Gruppen statt oder sind für die Erziehungsberechtigten einsehbar, Einheiten mit Minderjährigen werden zu ihrem Schutz aufgezeichnet, und Kontaktdaten werden nie mit ihnen ausgetauscht.

## 4. Einheiten und Preise

- Eine Einheit dauert 60 Minuten. Das Standardformat ist eine 3:1-Gruppe: eine Lehrkraft und drei Lernende.
- Eine Einheit in der 3:1-Gruppe kostet 12 EUR pro Person. Eine private 1:1-Einheit kostet 36 EUR.
- Mit der ersten Buchung wird einmalig eine Plattformgebühr von 5 EUR berechnet.
- Ein optionales Premium-Abo kostet 6 EUR pro Monat und ist jederzeit kündbar.
- Registrierung und Stöbern sind kostenlos. Alle Preise enthalten die gesetzliche Umsatzsteuer. Der Preis wird dir vor jeder Buchungsbestätigung angezeigt.
- Tutorinnen und Tutoren legen keine Preise fest; die genannten Preise gelten für alle.

## 5. Stornierung, Verschiebung und Erstattung

- Du kannst eine Einheit bis 2 Stunden vor Beginn kostenlos verschieben oder absagen.
- Innerhalb der letzten 2 Stunden vor Beginn wende dich bitte an den Support.
- Konnte eine Einheit nicht wie gebucht stattfinden oder ist etwas schiefgelaufen, melde dich innerhalb von 24 Stunden beim Support. Wir erstatten dann den Preis oder schreiben dir eine neue Einheit gut.
${
  extra.withdrawal
    ? `
## 6. Widerrufsrecht für Verbraucher

Als Verbraucherin oder Verbraucher hast du bei online geschlossenen Verträgen ein gesetzliches Widerrufsrecht. Die Widerrufsbelehrung und das Muster-Widerrufsformular werden dir vor jeder Buchung angezeigt. Verlangst du, dass eine Einheit vor Ablauf der Widerrufsfrist beginnt, zahlst du bei einem Widerruf einen anteiligen Betrag für die bereits erbrachte Leistung.
`
    : ''
}
## ${extra.withdrawal ? 7 : 6}. Verhalten

Begegne allen mit Respekt. Belästigung, Diskriminierung, die Weitergabe von Kontaktdaten an Minderjährige, das Aufzeichnen anderer außerhalb der Aufzeichnungsfunktion der Plattform und das Hochladen rechtswidriger Inhalte sind verboten. In jeder Einheit und auf jeder Seite können Inhalte gemeldet werden; Meldungen bearbeiten wir nach dem Digital Services Act und teilen den Betroffenen die Gründe unserer Entscheidungen mit.

## ${extra.withdrawal ? 8 : 7}. Haftung

Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie bei Verletzung von Leben, Körper oder Gesundheit. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Vertragspflichten, begrenzt auf den vorhersehbaren, vertragstypischen Schaden. Die Haftung nach dem Produkthaftungsgesetz bleibt unberührt.

## ${extra.withdrawal ? 9 : 8}. Änderungen dieser Bedingungen

Änderungen dieser Bedingungen kündigen wir dir mindestens sechs Wochen vor ihrem Inkrafttreten per E-Mail an. Frühere Fassungen bleiben auf dieser Seite abrufbar.

## ${extra.withdrawal ? 10 : 9}. Anwendbares Recht

Es gilt deutsches Recht. Bist du Verbraucherin oder Verbraucher, gelten zusätzlich die zwingenden Verbraucherschutzvorschriften des Staates, in dem du deinen gewöhnlichen Aufenthalt hast.`;

const termsChangesEn = `## What changed in version 2026-11

- A new section on the statutory right of withdrawal for consumers (section 6).
- The premium subscription can now be cancelled at any time.

`;
const termsChangesDe = `## Was sich in Version 2026-11 geändert hat

- Ein neuer Abschnitt zum gesetzlichen Widerrufsrecht für Verbraucher (Abschnitt 6).
- Das Premium-Abo ist jetzt jederzeit kündbar.

`;

// ---------------------------------------------------------------------------------------------- privacy

const privacyEn = (v: { current: boolean }) => `${
  v.current
    ? `## What changed in version 2026-11

- Cookie consent is now stored as a consent record; see "Cookies and consent records".
- New section on the matching of learning groups and automated decisions.
- Clearer retention periods for sign-in data.

`
    : ''
}## 1. Controller

${PH.en.company}\\
${PH.en.address}\\
Email: [${EMAIL}](mailto:${EMAIL})

Data protection officer: ${PH.en.dpo}

## 2. What data we process, and why

| Purpose | Data | Legal basis (GDPR) |
| --- | --- | --- |
| Your account and sign-in | name, email address, password (stored only as a hash), role, language, sign-in sessions | Art. 6(1)(b): contract |
| Matching you with a tutor and a group | skills, level, goals, languages, age band, availability, answers to Simi's questions | Art. 6(1)(b): contract |
| Booking, running and recording sessions | bookings, attendance, chat and shared materials, recordings | Art. 6(1)(b): contract; for recordings also Art. 6(1)(f): protection of minors and handling of complaints |
| Payments, invoices and tutor payouts | payment details handled by payment providers, invoices, ledger entries | Art. 6(1)(b): contract; Art. 6(1)\\(c): tax and commercial law |
| Verifying tutors | identity documents, certificates, background documents, video introduction | Art. 6(1)(b): contract; Art. 6(1)(f): safety of learners |
| Consent of parents and guardians | guardian's identity, relationship, consent records | Art. 6(1)\\(c) with Art. 8 GDPR |
| Security and abuse prevention | IP address, failed sign-ins, device information | Art. 6(1)(f): security of the service |
| Support requests | name, email, subject, message | Art. 6(1)(b) or (f) |
| Analytics and marketing | page views and events, only after your consent | Art. 6(1)(a): consent |

## 3. Matching and automated decisions

Our matching engine suggests tutors and forms groups of three from the profile data listed above. These suggestions do not produce legal effects for you and do not significantly affect you in a similar way; you can always choose another tutor or ask for another group. Decisions on tutor verification and on reported content are always taken by people.

## 4. Learners under 16

Learners under 16 may only use the platform with the consent of a verified parent or legal guardian (Art. 8 GDPR). The guardian sees the child's sessions, attendance and payments. Sessions of minors are group sessions or visible to the guardian, they are recorded for the child's protection, and contact details are never exchanged with children.

## 5. Where your data is stored

Your data is stored and processed on servers in the European Union. We do not plan transfers to countries outside the European Economic Area. If a transfer should become necessary, it takes place only on the basis of an adequacy decision of the European Commission or standard contractual clauses, and we will name it here.

## 6. Processors

We use carefully selected service providers that process data on our behalf under a data processing agreement (Art. 28 GDPR):

- hosting and database providers in the EU,
- an email delivery service for account and booking emails,
- payment service providers for card payments and European payment methods,
- video infrastructure for the live classroom,
- where enabled, a translation service for live captions and translations.

An up-to-date list of sub-processors is available on request.

## 7. How long we keep data

- Account data: as long as your account exists. After you delete your account, we erase it within 30 days, unless the law requires us to keep it.
- Sign-in sessions: 30 days after the last use. Email verification codes: 5 minutes. Password reset links: 1 hour.
- Invoices and accounting records: for the periods required by tax and commercial law (currently up to ten years).
- Session recordings: ${PH.en.recordings}, or longer while a complaint or report concerning the session is being handled.
- Consent records: as long as we need to be able to prove a consent.
- Support requests: up to two years after the request was closed.

## 8. Cookies and consent records

Essential cookies keep you signed in and protect forms against cross-site request forgery. Analytics, marketing, preference and performance cookies are used only with your consent. Every choice you make in the cookie banner is stored as a consent record with its time, the choice and the version of the cookie policy. You can change your choice at any time with the "Manage Cookie Preferences" button. Details are in our cookie policy.

## 9. Your rights

You have the right to access your data (Art. 15), to rectification (Art. 16), to erasure (Art. 17), to restriction of processing (Art. 18), to data portability (Art. 20) and to object to processing based on legitimate interests (Art. 21). You can withdraw a consent at any time with effect for the future (Art. 7(3)). You can export or delete your data in your account settings or by writing to us.

You also have the right to lodge a complaint with a supervisory authority (Art. 77), in particular in the EU member state where you live or work. The authority competent for us is: ${PH.en.authority}`;

const privacyDe = (v: { current: boolean }) => `${
  v.current
    ? `## Was sich in Version 2026-11 geändert hat

- Cookie-Einwilligungen werden jetzt als Einwilligungsnachweis gespeichert; siehe „Cookies und Einwilligungsnachweise“.
- Neuer Abschnitt zur Bildung der Lerngruppen und zu automatisierten Entscheidungen.
- Klarere Speicherfristen für Anmeldedaten.

`
    : ''
}## 1. Verantwortlicher

${PH.de.company}\\
${PH.de.address}\\
E-Mail: [${EMAIL}](mailto:${EMAIL})

Datenschutzbeauftragte:r: ${PH.de.dpo}

## 2. Welche Daten wir verarbeiten und warum

| Zweck | Daten | Rechtsgrundlage (DSGVO) |
| --- | --- | --- |
| Dein Konto und die Anmeldung | Name, E-Mail-Adresse, Passwort (nur als Hash gespeichert), Rolle, Sprache, Anmeldesitzungen | Art. 6 Abs. 1 lit. b: Vertrag |
| Vermittlung von Lehrkraft und Gruppe | Fähigkeiten, Niveau, Ziele, Sprachen, Altersgruppe, Verfügbarkeit, Antworten auf Simis Fragen | Art. 6 Abs. 1 lit. b: Vertrag |
| Buchung, Durchführung und Aufzeichnung von Einheiten | Buchungen, Anwesenheit, Chat und geteilte Materialien, Aufzeichnungen | Art. 6 Abs. 1 lit. b: Vertrag; für Aufzeichnungen zusätzlich Art. 6 Abs. 1 lit. f: Schutz Minderjähriger und Bearbeitung von Beschwerden |
| Zahlungen, Rechnungen und Auszahlungen an Tutorinnen und Tutoren | von Zahlungsdienstleistern verarbeitete Zahlungsdaten, Rechnungen, Buchungssätze | Art. 6 Abs. 1 lit. b: Vertrag; Art. 6 Abs. 1 lit. c: Steuer- und Handelsrecht |
| Prüfung von Tutorinnen und Tutoren | Ausweisdokumente, Zeugnisse, Führungszeugnisse, Vorstellungsvideo | Art. 6 Abs. 1 lit. b: Vertrag; Art. 6 Abs. 1 lit. f: Sicherheit der Lernenden |
| Einwilligung von Eltern und Erziehungsberechtigten | Identität der erziehungsberechtigten Person, Verhältnis zum Kind, Einwilligungsnachweise | Art. 6 Abs. 1 lit. c i. V. m. Art. 8 DSGVO |
| Sicherheit und Missbrauchsabwehr | IP-Adresse, fehlgeschlagene Anmeldungen, Geräteinformationen | Art. 6 Abs. 1 lit. f: Sicherheit des Dienstes |
| Supportanfragen | Name, E-Mail, Betreff, Nachricht | Art. 6 Abs. 1 lit. b oder f |
| Statistik und Marketing | Seitenaufrufe und Ereignisse, nur nach deiner Einwilligung | Art. 6 Abs. 1 lit. a: Einwilligung |

## 3. Gruppenbildung und automatisierte Entscheidungen

Unsere Vermittlung schlägt Tutorinnen und Tutoren vor und bildet Dreiergruppen aus den oben genannten Profildaten. Diese Vorschläge entfalten dir gegenüber keine rechtliche Wirkung und beeinträchtigen dich nicht in ähnlicher Weise erheblich; du kannst jederzeit eine andere Lehrkraft oder eine andere Gruppe wählen. Entscheidungen über die Prüfung von Tutorinnen und Tutoren und über gemeldete Inhalte treffen immer Menschen.

## 4. Lernende unter 16 Jahren

Lernende unter 16 Jahren dürfen die Plattform nur mit Einwilligung eines verifizierten Elternteils oder Erziehungsberechtigten nutzen (Art. 8 DSGVO). Die erziehungsberechtigte Person sieht Einheiten, Anwesenheit und Zahlungen des Kindes. Einheiten Minderjähriger finden in Gruppen statt oder sind für die Erziehungsberechtigten einsehbar, sie werden zum Schutz des Kindes aufgezeichnet, und Kontaktdaten werden nie mit Kindern ausgetauscht.

## 5. Wo deine Daten gespeichert werden

Deine Daten werden auf Servern in der Europäischen Union gespeichert und verarbeitet. Übermittlungen in Länder außerhalb des Europäischen Wirtschaftsraums sind nicht vorgesehen. Sollte eine Übermittlung notwendig werden, erfolgt sie nur auf Grundlage eines Angemessenheitsbeschlusses der Europäischen Kommission oder von Standardvertragsklauseln, und wir nennen sie hier.

## 6. Auftragsverarbeiter

Wir setzen sorgfältig ausgewählte Dienstleister ein, die Daten in unserem Auftrag auf Grundlage eines Auftragsverarbeitungsvertrags verarbeiten (Art. 28 DSGVO):

- Hosting- und Datenbankanbieter in der EU,
- einen E-Mail-Versanddienst für Konto- und Buchungs-E-Mails,
- Zahlungsdienstleister für Kartenzahlungen und europäische Zahlungsverfahren,
- Videoinfrastruktur für das Live-Klassenzimmer,
- sofern aktiviert, einen Übersetzungsdienst für Live-Untertitel und Übersetzungen.

Eine aktuelle Liste der Unterauftragsverarbeiter erhältst du auf Anfrage.

## 7. Wie lange wir Daten speichern

- Kontodaten: solange dein Konto besteht. Nach der Löschung deines Kontos löschen wir sie innerhalb von 30 Tagen, soweit keine gesetzliche Aufbewahrungspflicht besteht.
- Anmeldesitzungen: 30 Tage nach der letzten Nutzung. Bestätigungscodes für die E-Mail-Adresse: 5 Minuten. Links zum Zurücksetzen des Passworts: 1 Stunde.
- Rechnungen und Buchhaltungsunterlagen: für die Dauer der steuer- und handelsrechtlichen Aufbewahrungsfristen (derzeit bis zu zehn Jahre).
- Aufzeichnungen von Einheiten: ${PH.de.recordings}, oder länger, solange eine Beschwerde oder Meldung zu der Einheit bearbeitet wird.
- Einwilligungsnachweise: solange wir eine Einwilligung nachweisen können müssen.
- Supportanfragen: bis zu zwei Jahre nach Abschluss der Anfrage.

## 8. Cookies und Einwilligungsnachweise

Notwendige Cookies halten dich angemeldet und schützen Formulare vor Cross-Site-Request-Forgery. Cookies für Statistik, Marketing, Präferenzen und Leistung setzen wir nur mit deiner Einwilligung ein. Jede Auswahl im Cookie-Banner wird als Einwilligungsnachweis mit Zeitpunkt, Auswahl und Version der Cookie-Richtlinie gespeichert. Du kannst deine Auswahl jederzeit über die Schaltfläche „Cookie-Einstellungen verwalten“ ändern. Einzelheiten findest du in unserer Cookie-Richtlinie.

## 9. Deine Rechte

Du hast das Recht auf Auskunft (Art. 15), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18), Datenübertragbarkeit (Art. 20) und Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21). Eine Einwilligung kannst du jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3). Deine Daten kannst du in den Kontoeinstellungen exportieren oder löschen oder uns schreiben.

Außerdem hast du das Recht, dich bei einer Aufsichtsbehörde zu beschweren (Art. 77), insbesondere in dem EU-Mitgliedstaat, in dem du lebst oder arbeitest. Für uns zuständig ist: ${PH.de.authority}`;

// ---------------------------------------------------------------------------------------------- cookies

const cookiesEn = `This policy explains which cookies and similar technologies TRT Tutoring uses, and how you decide about them. It belongs to our privacy policy.

## Your choice

When you first visit, a banner asks for your choice: **Accept All**, **Reject All** or **Customize**. Essential cookies are always on, because the platform cannot work without them. Every other category is off until you switch it on. After your choice, the round "Manage Cookie Preferences" button opens your settings again at any time.

## Categories

| Category | What it is for | Default |
| --- | --- | --- |
| Essential | keeping you signed in, protecting forms against cross-site request forgery, remembering your cookie choice | always on |
| Analytics | counting page views and events with our own first-party analytics, to see which pages help and which confuse | off |
| Marketing | measuring which campaigns and referral links bring visitors | off |
| Preferences | remembering optional settings across devices | off |
| Performance | measuring loading times and errors to make the platform faster | off |

## Essential cookies in detail

| Name | Purpose | Lifetime |
| --- | --- | --- |
| trt_sid | your sign-in session | 30 days |
| trt_anon | a random identifier for signed-out visitors, used to protect forms and to remember a cookie choice made before signing in | 30 days |

On secure connections the names start with "__Host-". These cookies cannot be read by scripts on the page and are only sent to our own website.

Your language choice is kept in your browser's local storage under "language", because you asked for it; it is not sent to us with every request.

## Analytics without third parties

Our analytics are first-party: page views and events are sent to our own servers in the EU, and only after you have allowed analytics. We do not use third-party advertising trackers.

## Consent records

Every choice is stored as a separate consent record (Art. 7(1) GDPR), so we can show what you decided and when:

- the choice for each category (analytics, marketing, preferences, performance),
- how you made it (Accept All, Reject All or Customize),
- the time of the choice,
- the version of this cookie policy,
- your account, if you were signed in, or otherwise the random visitor identifier.

When this policy changes in a way that affects your choice, the banner asks you again. Withdrawing a consent is as easy as giving it: open "Manage Cookie Preferences" and switch the category off.`;

const cookiesDe = `Diese Richtlinie erklärt, welche Cookies und ähnlichen Technologien TRT Tutoring verwendet und wie du darüber entscheidest. Sie ist Teil unserer Datenschutzerklärung.

## Deine Wahl

Bei deinem ersten Besuch fragt ein Banner nach deiner Wahl: **Alle akzeptieren**, **Alle ablehnen** oder **Anpassen**. Notwendige Cookies sind immer aktiv, weil die Plattform ohne sie nicht funktioniert. Alle anderen Kategorien bleiben ausgeschaltet, bis du sie einschaltest. Nach deiner Wahl öffnet die runde Schaltfläche „Cookie-Einstellungen verwalten“ deine Einstellungen jederzeit erneut.

## Kategorien

| Kategorie | Wofür | Voreinstellung |
| --- | --- | --- |
| Notwendig | dich angemeldet halten, Formulare vor Cross-Site-Request-Forgery schützen, deine Cookie-Auswahl speichern | immer aktiv |
| Statistik | Seitenaufrufe und Ereignisse mit unserer eigenen Analyse zählen, um zu sehen, welche Seiten helfen und welche verwirren | aus |
| Marketing | messen, welche Kampagnen und Empfehlungslinks Besucher:innen bringen | aus |
| Präferenzen | optionale Einstellungen über deinen Besuch hinaus speichern | aus |
| Leistung | Ladezeiten und Fehler messen, um die Plattform schneller zu machen | aus |

## Notwendige Cookies im Detail

| Name | Zweck | Speicherdauer |
| --- | --- | --- |
| trt_sid | deine Anmeldesitzung | 30 Tage |
| trt_anon | eine zufällige Kennung für nicht angemeldete Besucher:innen, um Formulare zu schützen und eine vor der Anmeldung getroffene Cookie-Auswahl zu speichern | 30 Tage |

Bei verschlüsselten Verbindungen beginnen die Namen mit „__Host-“. Diese Cookies können nicht von Skripten auf der Seite gelesen werden und werden nur an unsere eigene Website gesendet.

Deine Sprachauswahl wird auf deinen Wunsch im lokalen Speicher deines Browsers unter „language“ abgelegt; sie wird nicht mit jeder Anfrage an uns gesendet.

## Statistik ohne Dritte

Unsere Statistik ist eine Eigenlösung: Seitenaufrufe und Ereignisse werden an unsere eigenen Server in der EU gesendet, und nur, nachdem du die Statistik erlaubt hast. Werbetracker von Drittanbietern setzen wir nicht ein.

## Einwilligungsnachweise

Jede Auswahl wird als eigener Einwilligungsnachweis gespeichert (Art. 7 Abs. 1 DSGVO), damit wir zeigen können, was du wann entschieden hast:

- die Auswahl für jede Kategorie (Statistik, Marketing, Präferenzen, Leistung),
- wie du sie getroffen hast (Alle akzeptieren, Alle ablehnen oder Anpassen),
- den Zeitpunkt der Auswahl,
- die Version dieser Cookie-Richtlinie,
- dein Konto, wenn du angemeldet warst, sonst die zufällige Besucherkennung.

Ändert sich diese Richtlinie so, dass deine Auswahl betroffen ist, fragt das Banner erneut. Der Widerruf einer Einwilligung ist so einfach wie ihre Erteilung: Öffne „Cookie-Einstellungen verwalten“ und schalte die Kategorie aus.`;

// -------------------------------------------------------------------------------------------- agreement

const agreementEn = `This platform agreement is what you accept when you create an account. It summarises the rules that matter most; the full terms of service and the privacy policy on this page apply in addition.

## 1. Using the platform

You give true information about yourself, keep your sign-in details private and use the platform only for learning and teaching. We may suspend accounts that break these rules.

## 2. Your data

We process your data under the GDPR, store it in the European Union and use it only to run the service. You can export or delete your data at any time. Details are in the privacy policy.

## 3. Protection of minors

Learners under 16 need the consent of a verified parent or guardian. Their sessions are group sessions or visible to their guardian, and contact details are never exchanged with them. Sessions with minors are recorded for their protection.

## 4. Respectful conduct

Treat everyone with respect. Harassment, discrimination and inappropriate content are not allowed and can be reported in every session.

## 5. Prices and payments

Registration and browsing are free. You pay when you book a session, at the price shown before you confirm: 12 EUR per learner for a 3:1 group session, 36 EUR for a private 1:1 session, a one-time access fee of 5 EUR, and optionally premium at 6 EUR per month. Cancellations and refunds follow the rules shown at booking: free up to 2 hours before the start, and a refund or credit if you contact support within 24 hours after a problem.

## 6. For tutors

Tutors teach after passing verification (identity, qualifications, background check, skills assessment, sample lesson and training). They do not set their own prices and are paid weekly for the sessions they completed in the previous week.

## 7. Changes

If this agreement changes, we tell you by email before the new version takes effect, and the version you accepted stays readable on this page.`;

const agreementDe = `Diese Plattformvereinbarung akzeptierst du, wenn du ein Konto anlegst. Sie fasst die wichtigsten Regeln zusammen; ergänzend gelten die Allgemeinen Geschäftsbedingungen und die Datenschutzerklärung auf dieser Seite.

## 1. Nutzung der Plattform

Du machst wahrheitsgemäße Angaben zu deiner Person, hältst deine Anmeldedaten geheim und nutzt die Plattform nur zum Lernen und Unterrichten. Konten, die gegen diese Regeln verstoßen, können wir sperren.

## 2. Deine Daten

Wir verarbeiten deine Daten nach der DSGVO, speichern sie in der Europäischen Union und nutzen sie nur für den Betrieb des Dienstes. Du kannst deine Daten jederzeit exportieren oder löschen. Einzelheiten stehen in der Datenschutzerklärung.

## 3. Schutz von Minderjährigen

Lernende unter 16 Jahren brauchen die Einwilligung eines verifizierten Elternteils oder Erziehungsberechtigten. Ihre Einheiten finden in Gruppen statt oder sind für die Erziehungsberechtigten einsehbar, und Kontaktdaten werden nie mit ihnen ausgetauscht. Einheiten mit Minderjährigen werden zu ihrem Schutz aufgezeichnet.

## 4. Respektvoller Umgang

Begegne allen mit Respekt. Belästigung, Diskriminierung und unangemessene Inhalte sind verboten und können in jeder Einheit gemeldet werden.

## 5. Preise und Zahlungen

Registrierung und Stöbern sind kostenlos. Du zahlst bei der Buchung einer Einheit den Preis, der dir vor der Bestätigung angezeigt wird: 12 EUR pro Person für eine Einheit in der 3:1-Gruppe, 36 EUR für eine private 1:1-Einheit, einmalig 5 EUR Plattformgebühr und optional Premium für 6 EUR pro Monat. Für Stornierungen und Erstattungen gelten die bei der Buchung genannten Regeln: kostenlos bis 2 Stunden vor Beginn, und Erstattung oder Gutschrift, wenn du dich innerhalb von 24 Stunden nach einem Problem beim Support meldest.

## 6. Für Tutorinnen und Tutoren

Tutorinnen und Tutoren unterrichten, nachdem sie die Prüfung bestanden haben (Identität, Qualifikationen, Führungszeugnis, Kompetenztest, Probestunde und Schulung). Sie legen keine eigenen Preise fest und werden wöchentlich für die in der Vorwoche abgeschlossenen Einheiten bezahlt.

## 7. Änderungen

Ändert sich diese Vereinbarung, informieren wir dich vor Inkrafttreten der neuen Fassung per E-Mail, und die Fassung, die du akzeptiert hast, bleibt auf dieser Seite abrufbar.`;

/**
 * Every kind in English and German at the current version, plus the previous (2026-05) versions of the
 * terms and the privacy policy, so the version history has something to show.
 */
export const LEGAL_DOCUMENTS: SeedLegalDocument[] = [
  {
    kind: 'imprint',
    version: CURRENT_LEGAL_VERSION,
    language: 'en',
    title: 'Imprint',
    publishedAt: NOV,
    bodyMarkdown: imprintEn,
  },
  {
    kind: 'imprint',
    version: CURRENT_LEGAL_VERSION,
    language: 'de',
    title: 'Impressum',
    publishedAt: NOV,
    bodyMarkdown: imprintDe,
  },
  {
    kind: 'terms',
    version: '2026-05',
    language: 'en',
    title: 'Terms of Service',
    publishedAt: MAY,
    bodyMarkdown: termsCommonEn({ withdrawal: false }).replace(
      'and can be cancelled at any time',
      'and runs for at least one month',
    ),
  },
  {
    kind: 'terms',
    version: '2026-05',
    language: 'de',
    title: 'Allgemeine Geschäftsbedingungen',
    publishedAt: MAY,
    bodyMarkdown: termsCommonDe({ withdrawal: false }).replace(
      'und ist jederzeit kündbar',
      'und läuft mindestens einen Monat',
    ),
  },
  {
    kind: 'terms',
    version: CURRENT_LEGAL_VERSION,
    language: 'en',
    title: 'Terms of Service',
    publishedAt: NOV,
    bodyMarkdown: termsChangesEn + termsCommonEn({ withdrawal: true }),
  },
  {
    kind: 'terms',
    version: CURRENT_LEGAL_VERSION,
    language: 'de',
    title: 'Allgemeine Geschäftsbedingungen',
    publishedAt: NOV,
    bodyMarkdown: termsChangesDe + termsCommonDe({ withdrawal: true }),
  },
  {
    kind: 'privacy',
    version: '2026-05',
    language: 'en',
    title: 'Privacy Policy',
    publishedAt: MAY,
    bodyMarkdown: privacyEn({ current: false }),
  },
  {
    kind: 'privacy',
    version: '2026-05',
    language: 'de',
    title: 'Datenschutzerklärung',
    publishedAt: MAY,
    bodyMarkdown: privacyDe({ current: false }),
  },
  {
    kind: 'privacy',
    version: CURRENT_LEGAL_VERSION,
    language: 'en',
    title: 'Privacy Policy',
    publishedAt: NOV,
    bodyMarkdown: privacyEn({ current: true }),
  },
  {
    kind: 'privacy',
    version: CURRENT_LEGAL_VERSION,
    language: 'de',
    title: 'Datenschutzerklärung',
    publishedAt: NOV,
    bodyMarkdown: privacyDe({ current: true }),
  },
  {
    kind: 'cookies',
    version: CURRENT_LEGAL_VERSION,
    language: 'en',
    title: 'Cookie Policy',
    publishedAt: NOV,
    bodyMarkdown: cookiesEn,
  },
  {
    kind: 'cookies',
    version: CURRENT_LEGAL_VERSION,
    language: 'de',
    title: 'Cookie-Richtlinie',
    publishedAt: NOV,
    bodyMarkdown: cookiesDe,
  },
  {
    kind: 'agreement',
    version: CURRENT_LEGAL_VERSION,
    language: 'en',
    title: 'Platform Agreement',
    publishedAt: NOV,
    bodyMarkdown: agreementEn,
  },
  {
    kind: 'agreement',
    version: CURRENT_LEGAL_VERSION,
    language: 'de',
    title: 'Plattformvereinbarung',
    publishedAt: NOV,
    bodyMarkdown: agreementDe,
  },
];

/** Inserts the documents that are missing (by kind, version and language); returns how many were inserted. */
export async function seedLegal(db: Db): Promise<number> {
  const inserted = await db
    .insert(legalDocuments)
    .values(LEGAL_DOCUMENTS.map((d) => ({ ...d, publishedAt: new Date(d.publishedAt) })))
    .onConflictDoNothing({ target: [legalDocuments.kind, legalDocuments.version, legalDocuments.language] })
    .returning({ id: legalDocuments.id });
  return inserted.length;
}
