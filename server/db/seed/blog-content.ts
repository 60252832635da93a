import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { blogPosts, users } from '../schema/index.ts';

/** The demo account that signs the seeded articles. */
export const BLOG_AUTHOR_EMAIL = 'admin@demo.trt-tutoring.eu';

export interface SeedPost {
  slug: string;
  title: string;
  summary: string;
  language: 'en' | 'de';
  tags: string[];
  /** ISO date of first publication. */
  publishedAt: string;
  /** Markdown; sections start at "##" because the page shows the title as the only h1. */
  bodyMarkdown: string;
}

/**
 * Published articles for the demo blog. Facts about the product come from SPEC.md 9 (prices, session
 * length, verification, cancellation); statements about research are qualitative, never invented figures.
 */
export const BLOG_POSTS: SeedPost[] = [
  {
    slug: 'why-groups-of-three-work',
    title: 'Why learning in groups of three works',
    summary:
      'One tutor, three learners: what research on small-group tutoring suggests, and how we use it in every 3:1 session.',
    language: 'en',
    tags: ['small-groups', 'learning-science'],
    publishedAt: '2026-02-10T09:00:00.000Z',
    bodyMarkdown: `Every session on our platform is built around one simple ratio: one tutor, three learners. It is not a compromise between private lessons and a classroom. We chose it because it combines the best of both, and because it is what the evidence on tutoring points to.

## The tutoring dilemma

For decades, one-to-one tutoring has been seen as the gold standard. In 1984 the educational psychologist Benjamin Bloom described what he called the "2 sigma problem": students who were tutored individually did dramatically better than students taught in a conventional class. The open question ever since has been how to get close to that result without a private tutor for every learner.

Private tutoring is expensive, and it is not always the best experience either. A learner alone with a tutor can feel watched, and the whole conversation depends on just two people. In a large class, on the other hand, the teacher cannot follow everyone, and quieter learners easily disappear.

## What the research suggests

Studies and reviews of tutoring programmes point in a consistent direction:

- **Small groups keep much of the benefit of individual tuition.** Evidence summaries such as the Teaching and Learning Toolkit of the Education Endowment Foundation in the UK find that tuition in small groups is effective, and that as a rule, the smaller the group, the better.
- **Regularity and fit matter more than format.** The same reviews stress that tutoring works best when sessions are frequent, linked to what the learner actually needs, and given by tutors who are trained for it.
- **Learners learn by explaining.** Research on peer learning and on self-explanation has shown for a long time that putting an idea into your own words, or explaining it to someone else, deepens understanding.

None of this says that three is a magic number. It says that small, regular, well-run groups work, and that a learner who talks, explains and asks learns more than one who only listens.

## Why three, and not two or six?

We looked at group sizes from a learner's point of view:

- **With two learners**, one absence turns the session into a private lesson, and the rhythm of the group is lost.
- **With five or six**, quieter learners can hide, and the tutor has only a few minutes for each person.
- **With three**, everyone speaks in every part of the session. The tutor can check each learner's understanding, and every learner always has two peers to practise with, to compare answers with and to ask: "How did you get that?"

## How a 3:1 session runs

A session lasts 60 minutes. Most tutors follow a rhythm like this:

1. **Warm-up.** Each learner says where they stand: what went well since the last session, what is still unclear.
2. **Focused input.** The tutor introduces one new idea, technique or piece of vocabulary, with examples.
3. **Practice together.** The learners work on tasks in pairs or as a trio, while the tutor listens, corrects and asks follow-up questions.
4. **Explain it back.** Each learner explains one thing they learned in their own words. This is where understanding settles.

## How we form the groups

A group only works if the three learners fit together. When you sign up, our assistant Simi asks a few adaptive questions about your skill, your level, the language you want to learn in, your age band, your goals and the times you are available. The matching then forms groups from these profiles, fills groups that have a free seat, and re-forms groups after feedback when the fit is not right.

Learners under 16 need the consent of a verified parent or guardian, and their sessions are always group sessions or visible to their guardian.

## Is it right for everyone?

No format fits every situation. Some learners need a quiet, individual start, and some goals, such as a very specific exam in a few days, are better served one to one. That is why private 1:1 sessions exist too. For most learners and most skills, though, a group of three is the sweet spot: personal enough to be seen, social enough to stay motivated, and at 12 EUR per learner, affordable enough to keep going every week.`,
  },
  {
    slug: 'prepare-your-child-for-online-tutoring',
    title: 'How to prepare your child for online tutoring',
    summary:
      'Technology, a good place to sit, safety and the first session: a practical checklist for parents and guardians.',
    language: 'en',
    tags: ['parents', 'online-learning', 'safety'],
    publishedAt: '2026-03-18T08:30:00.000Z',
    bodyMarkdown: `Online tutoring can be a great fit for children: no travel, a tutor chosen for the subject rather than the postcode, and two other children of the same age and level in the group. A little preparation makes the first sessions much smoother. Here is what we recommend to parents and guardians.

## Before the first session

**Check the technology together.** A laptop or tablet with a camera works best; a phone screen is small for shared materials. Headphones with a microphone reduce echo and help your child hear the tutor clearly. Our device check at [/video-infrastructure](/video-infrastructure) tests the camera, the microphone and the connection in a minute. If possible, pause large downloads and video streaming on the same network during the session.

**Find a quiet, bright place.** A table is better than a bed or a sofa. Light should come from the front, not from a window behind your child, so the tutor can see their face. Keep a glass of water, paper and a pen within reach.

**Talk about what will happen.** Tell your child that there will be a tutor and two other children, that everyone has their camera on, and that it is normal not to know the answers yet. Children who know what to expect settle in faster.

**Give your consent.** Learners under 16 need the consent of a verified parent or guardian before they can book. In your parent dashboard you then see your child's sessions, attendance, progress and payments.

## On the day

- **Join five minutes early.** The room opens before the start, so there is time to sort out sound and camera without stress.
- **Have the materials ready.** If the tutor shared material in advance, print it or open it before the session starts.
- **Stay close, then step back.** For younger children, especially between 6 and 9, it helps if you sit nearby for the first session or two. Resist answering for them: the group and the tutor are there to help, and mistakes are part of learning.

## Safety online

Protecting children is built into how sessions work, not added on top:

- Sessions for learners under 16 are group sessions or visible to their guardian.
- Contact details are never exchanged with children. Tutors and learners talk only inside the platform.
- Sessions with minors are recorded, so that any concern can be checked afterwards. Every participant is told about the recording.
- Every session has a way to report a problem, and reports are reviewed by our moderation team.

It is still worth having the conversation at home: your child should never share a phone number, home address, school or social media account, and should tell you straight away if anything in a session feels uncomfortable.

## After the session

Ask open questions rather than "Was it good?". For example: "What did you explain to the others today?" or "What was the hardest part?" Children who put what they learned into words remember it better.

Regularity matters more than long sessions. We recommend two to three sessions per week. Short, steady practice between sessions, ten or fifteen minutes a day, does more than a long session once a month.

Your child's ratings and the tutor's notes show up in the parent dashboard, so you can see progress over time rather than guess.

## If something does not work

- **Plans change.** You can reschedule or cancel free of charge up to 2 hours before the start. Closer to the start, please contact support.
- **Something went wrong in a session.** Contact support within 24 hours; depending on what happened, you receive a refund or a credit.
- **The group does not fit.** Tell us. Groups can be re-formed, and your feedback is what the matching learns from.

Our support team is available around the clock by chat, email or WhatsApp.`,
  },
  {
    slug: 'how-we-verify-tutors',
    title: 'How we verify our tutors',
    summary:
      'Identity, qualifications, background check, skills assessment, a sample lesson and training: the six steps every tutor passes before teaching.',
    language: 'en',
    tags: ['tutors', 'trust-and-safety'],
    publishedAt: '2026-04-22T10:00:00.000Z',
    bodyMarkdown: `When you book a session, you trust a person you have never met with your time, and often with your child's learning. That trust has to be earned before the first session, not after. This is why every tutor on our platform goes through the same six-step verification before they can teach. It usually takes 3 to 5 business days.

## What tutors send us

Applicants upload their documents in the tutor onboarding:

- a government-issued identity document,
- educational certificates or professional credentials for the skills they want to teach,
- proof of teaching experience, where they have it,
- a brief video introduction, in which they present themselves and how they teach.

Teaching experience is welcome but not required: a gifted guitarist or a native speaker with a talent for explaining can become an excellent tutor. The other steps make sure they can teach, not only do.

## The six steps

1. **Identity confirmation.** We check that the identity document is valid and that it belongs to the person who applied. A tutor's public profile shows their first name and the initial of their last name; the full identity stays with us.

2. **Qualification review.** We compare certificates and credentials with the skills the tutor wants to teach. A tutor is only listed for skills that are backed by their qualifications or their demonstrated ability.

3. **Background check.** Tutors work with learners of all ages, including children. We therefore ask for the official background documents that apply in the tutor's country, for example the extended certificate of good conduct (erweitertes Führungszeugnis) in Germany.

4. **Skills assessment.** Knowing a subject and being able to handle learners' questions about it are different things. In the assessment, the tutor shows their command of the skill at the levels they want to teach.

5. **Sample teaching evaluation.** The tutor gives a short sample lesson, which an experienced reviewer evaluates. We look at clarity, at how the tutor involves every learner in a group of three, at patience, and at the quality of feedback.

6. **Platform training.** Finally, tutors learn how our classroom works and how we work: running a 3:1 session, shared materials and recordings, protecting minors, data protection, and how to report and handle problems.

## If an application is not accepted yet

Not every application passes on the first attempt. When one does not, the applicant receives detailed feedback on what was missing and can resubmit with improvements. Many of our best tutors needed a second try for their sample lesson.

## After verification

Verification is the start, not the end. After every session, learners can rate it. Ratings on tutor profiles come from these real sessions only; a new tutor is shown as "New" until the first ratings arrive. Reports from learners and parents are reviewed by our moderation team, which can suspend a tutor while a report is investigated.

Tutors also do not set their own prices. Every 3:1 session costs the same 12 EUR per learner, whoever teaches it, so tutors compete on quality and fit, not on price.

## What verification cannot do

No process removes every risk, and we do not claim otherwise. That is why verification is one layer among several: the group format, guardian visibility and recordings for sessions with minors, no exchange of contact details with children, and a report function in every session. Together they make the platform a safe place to learn.`,
  },
  {
    slug: 'learning-a-language-in-a-group',
    title: 'Learning a language in a group of three',
    summary:
      'Why speaking time is everything, what a small group gives you that an app cannot, and how to get the most out of each session.',
    language: 'en',
    tags: ['languages', 'small-groups'],
    publishedAt: '2026-06-05T07:45:00.000Z',
    bodyMarkdown: `You can learn a lot of vocabulary alone, with an app and a bit of discipline. But at some point, every language learner hits the same wall: understanding is not the same as speaking. Speaking needs other people. A group of three learners and one tutor is one of the most effective ways to get there.

## Speaking time is everything

In a typical classroom, most of the talking is done by the teacher, and the rest is shared among many learners. In a private lesson you speak a lot, but always with the same person, who adapts to you and understands you even when you are unclear.

A group of three sits in between. Everyone gets real speaking time in every session, and you have to make yourself understood by two other learners, not only by a tutor who is used to learners' mistakes. That is much closer to real life.

## What a group gives you that an app cannot

- **Real conversation.** Apps can check your answers; they cannot react to an unexpected question, a joke or a misunderstanding. Your fellow learners can.
- **Hearing mistakes, not only your own.** When another learner makes a mistake and the tutor corrects it, you learn too, often without the pressure of having been the one who made it.
- **Commitment.** It is easy to skip a lesson in an app. It is much harder to let down two people who are expecting you on Tuesday at six.
- **Different perspectives.** Your group may include someone who learns for work, someone who learns for family, someone who is planning to move abroad. Their questions will be different from yours, and useful to you.

## How we put a language group together

Language groups are formed by the language you are learning, your level on the European scale from A1 to C2, the language the session is explained in, your goals and the times you are free. Learners who have just started and learners who already hold conversations are not put together, because neither would get what they need.

If a group does not fit, for example because one learner progresses much faster, tell us after a session. Groups can be re-formed, and feedback is exactly what the matching uses to do it.

## How to get the most out of each session

1. **Bring one thing to talk about.** A photo, a plan for the weekend, a news story. Two minutes of your own topic is worth more than ten of prepared exercises.
2. **Make mistakes early.** The first sentence is the hardest. Say something imperfect in the first five minutes, and the rest of the session becomes easier.
3. **Use the other two.** Ask them questions, repeat their sentences, and when the tutor sends you into pairs, speak the whole time.
4. **Keep a phrase notebook.** Not single words, but whole phrases you heard in the session and want to use yourself.
5. **Practise a little every day.** Ten minutes of listening, reading aloud or writing three sentences between sessions keeps the language alive. We recommend two to three sessions a week.

## A word about live translation

Our classroom can show live captions, and translate them where a translation service is set up. At the very beginning this can be a helpful bridge. But the goal is to understand without it, so switch translation off as early as you can, and use captions in the language you are learning instead.

## Which languages can I learn?

The skills page lists every language that is taught on the platform, with the number of verified tutors for each: have a look at [all skills](/skills). Every language group costs the same as every other 3:1 session: 12 EUR per learner for 60 minutes.`,
  },
  {
    slug: 'pricing-explained',
    title: 'Our prices, explained',
    summary:
      '12 EUR per learner in a 3:1 group, 36 EUR for a private session, a one-time 5 EUR access fee and an optional 6 EUR premium subscription.',
    language: 'en',
    tags: ['pricing'],
    publishedAt: '2026-07-14T09:15:00.000Z',
    bodyMarkdown: `Prices for learning should be simple enough to explain in one table. Ours are. Here is what things cost, what is free, and why the price is the same whichever tutor you choose.

## Prices at a glance

| What | Price |
| --- | --- |
| 3:1 group session, 60 minutes | 12 EUR per learner |
| Private 1:1 session, 60 minutes | 36 EUR |
| Platform access fee | 5 EUR, once |
| Premium subscription (optional) | 6 EUR per month |

All prices are in euros. The price of a booking is always shown before you confirm it.

## What is free

Creating an account, browsing skills and tutors, answering Simi's questions to find a match, and reading the help pages are all free. You pay only when you book a session.

## The 3:1 group session

Most learners learn in groups of three with one tutor. Each learner pays 12 EUR for a 60-minute session. For that you get a verified tutor, two fellow learners at your level, the shared materials and, where you choose it, the recording of the session.

## The private 1:1 session

Some goals are better served one to one, such as a very specific exam in a few days, or a learner who needs a quiet start. A private 60-minute session costs 36 EUR.

## The one-time access fee

A platform access fee of 5 EUR is charged once, with your first booking. It is not charged again for later bookings.

## Premium

Premium is an optional subscription at 6 EUR per month. You never need it to book or attend sessions. The benefits it currently includes are listed on the subscription page before you subscribe, and you can cancel it at any time for the end of the month.

## An example

Maria wants to improve her Spanish and books two group sessions a week:

- 2 sessions × 12 EUR = 24 EUR per week
- over four weeks: 8 sessions × 12 EUR = 96 EUR
- plus the one-time access fee of 5 EUR with her first booking

In her first four weeks, Maria pays 101 EUR in total; after that, 12 EUR per session.

## Why tutors do not set prices

On many platforms, tutors set their own rates, and learners end up comparing prices instead of comparing how well someone teaches. We do it differently: every 3:1 session costs the same, whoever teaches it. Tutors do not bid against each other, and you choose a tutor for their skills, their languages, their ratings from real sessions and the times they are available.

Tutors are paid a fixed amount for every session they teach, weekly, by bank transfer or PayPal, for the sessions they completed in the previous week.

## Cancelling and refunds

- You can reschedule or cancel a session **free of charge up to 2 hours before it starts**.
- Within the last 2 hours, please contact support; the tutor has already prepared and the group is waiting, so we look at each case individually.
- If something went wrong with a session, contact support **within 24 hours**. Depending on what happened, you receive a refund or a credit for a new session.

## How you can pay

You can pay by card or with European methods such as SEPA Direct Debit, iDEAL and Bancontact. Credit points you have earned can pay for all or part of a session.

Questions about a charge? Our support team answers by chat, email or WhatsApp, around the clock.`,
  },
  {
    slug: 'erste-einheit-in-der-dreiergruppe',
    title: 'Die erste Einheit in der Dreiergruppe: So gelingt der Start',
    summary:
      'Was in der ersten Einheit passiert, wie du dich vorbereitest und warum es völlig normal ist, am Anfang nervös zu sein.',
    language: 'de',
    tags: ['getting-started', 'small-groups'],
    publishedAt: '2026-09-09T08:00:00.000Z',
    bodyMarkdown: `Die erste Einheit in einer neuen Lerngruppe ist für fast alle ein bisschen aufregend – egal ob du mit 45 Jahren Spanisch lernst oder dein Kind zum ersten Mal online Mathe-Nachhilfe bekommt. Die gute Nachricht: In einer Gruppe aus drei Lernenden und einer Lehrkraft geht es allen anderen genauso. Mit ein wenig Vorbereitung wird aus der Aufregung schnell Vorfreude.

## Was in der ersten Einheit passiert

Eine Einheit dauert 60 Minuten. In der ersten nimmt sich deine Tutorin oder dein Tutor bewusst Zeit zum Kennenlernen:

1. **Vorstellungsrunde.** Alle erzählen kurz, wer sie sind, warum sie lernen und was sie sich vorgenommen haben.
2. **Standortbestimmung.** Mit ein paar leichten Aufgaben oder Fragen wird geprüft, ob das Niveau der Gruppe passt.
3. **Erste gemeinsame Übung.** Schon in der ersten Einheit arbeitet ihr zu zweit oder zu dritt an einer Aufgabe – denn genau davon lebt die Dreiergruppe.
4. **Ausblick.** Zum Schluss besprecht ihr gemeinsam, woran die Gruppe in den nächsten Wochen arbeitet.

## So bereitest du dich vor

- **Technik testen.** Prüfe Kamera, Mikrofon und Verbindung vorab mit unserem [Gerätetest](/video-infrastructure). Ein Headset mit Mikrofon verhindert Echos und sorgt dafür, dass dich alle gut verstehen.
- **Ruhigen Platz wählen.** Am besten ein Tisch mit Licht von vorn, nicht mit dem Fenster im Rücken. Leg Papier, Stift und ein Glas Wasser bereit.
- **Fünf Minuten früher kommen.** Der Raum öffnet schon vor Beginn. So bleibt Zeit, Ton und Bild in Ruhe einzustellen.
- **Ein Ziel mitbringen.** Überleg dir einen Satz: „In drei Monaten möchte ich …“. Das hilft deiner Lehrkraft, die Einheiten auf dich auszurichten.

## Nervös? Das ist völlig normal

Viele Erwachsene haben seit der Schulzeit nicht mehr in einer Gruppe gelernt und fürchten, sich zu blamieren. In einer Dreiergruppe ist diese Sorge unbegründet: Alle drei sind auf einem ähnlichen Niveau, alle machen Fehler, und genau dafür ist die Einheit da. Oft hilft es, gleich in den ersten Minuten etwas zu sagen – auch wenn es noch nicht perfekt ist. Danach wird es leichter.

## Tipps für Eltern

Wenn dein Kind teilnimmt, setz dich bei den ersten ein, zwei Einheiten gern in die Nähe – gerade bei jüngeren Kindern zwischen 6 und 9 Jahren. Antworte aber nicht an seiner Stelle. Für Kinder unter 16 Jahren ist die Einwilligung eines verifizierten Elternteils oder Erziehungsberechtigten nötig; im Eltern-Dashboard siehst du anschließend Termine, Anwesenheit und Fortschritte.

## Nach der ersten Einheit

Bewerte die Einheit kurz – deine Rückmeldung hilft uns, die Gruppe gut zusammenzustellen. Passt die Gruppe nicht, etwa weil das Niveau zu unterschiedlich ist, sag uns Bescheid: Gruppen können neu gebildet werden.

Für einen guten Lernfortschritt empfehlen wir zwei bis drei Einheiten pro Woche und zwischendurch jeden Tag zehn Minuten Übung. Termine kannst du bis 2 Stunden vor Beginn kostenlos verschieben oder absagen.

Eine Einheit in der Dreiergruppe kostet 12 EUR pro Person. Wir freuen uns auf deine erste Einheit!`,
  },
];

/**
 * Inserts the seeded articles that are missing (by slug) as published posts of the admin demo account.
 * An article an admin has since edited keeps its edits; returns how many were inserted.
 */
export async function seedBlog(db: Db): Promise<number> {
  const [author] = await db.select({ id: users.id }).from(users).where(eq(users.email, BLOG_AUTHOR_EMAIL));
  const inserted = await db
    .insert(blogPosts)
    .values(
      BLOG_POSTS.map((p) => {
        const at = new Date(p.publishedAt);
        return {
          slug: p.slug,
          title: p.title,
          summary: p.summary,
          bodyMarkdown: p.bodyMarkdown,
          language: p.language,
          tags: p.tags,
          authorId: author?.id ?? null,
          status: 'published',
          publishedAt: at,
          createdAt: at,
          updatedAt: at,
        };
      }),
    )
    .onConflictDoNothing({ target: blogPosts.slug })
    .returning({ id: blogPosts.id });
  return inserted.length;
}
