/**
 * Adult demo learners (fictional) who wrote the demo tutors' reviews. The demo learner account
 * (student@demo…) writes none: she stands for a child, and children's words are not published.
 */
export const DEMO_REVIEWERS = [
  { key: 'mia', firstName: 'Mia', lastName: 'Schneider', language: 'de' },
  { key: 'felix', firstName: 'Felix', lastName: 'Wagner', language: 'de' },
  { key: 'emma', firstName: 'Emma', lastName: 'Becker', language: 'de' },
  { key: 'paul', firstName: 'Paul', lastName: 'Fischer', language: 'de' },
  { key: 'clara', firstName: 'Clara', lastName: 'Richter', language: 'de' },
  { key: 'ben', firstName: 'Ben', lastName: 'Koch', language: 'de' },
  { key: 'sara', firstName: 'Sara', lastName: 'Klein', language: 'en' },
  { key: 'lea', firstName: 'Lea', lastName: 'Wolf', language: 'de' },
] as const;

type ReviewerKey = (typeof DEMO_REVIEWERS)[number]['key'];

export const reviewerEmail = (key: ReviewerKey) => {
  const r = DEMO_REVIEWERS.find((x) => x.key === key)!;
  return `${r.firstName}.${r.lastName}@demo.trt-tutoring.eu`.toLowerCase();
};

/**
 * Words the first demo tutors' learners wrote, per tutor email: [author, rating 1-5, days ago,
 * comment]. seed/history.ts gives each one a session of that tutor, that many days ago, which the
 * author attended; the rest of the history's reviews come from the category pools of europe-data.ts.
 */
export const DEMO_REVIEWS: Record<string, [ReviewerKey, number, number, string][]> = {
  'tutor@demo.trt-tutoring.eu': [
    ['mia', 5, 12, 'We spoke Italian from the very first minute. Sofia keeps all three of us talking.'],
    ['clara', 5, 34, 'Warm, funny and well prepared. My Spanish finally feels usable on holiday.'],
    ['sara', 4, 51, 'Great conversation practice; I would have liked a little more grammar.'],
    ['lea', 5, 77, 'The group is small enough that nobody can hide, in a good way.'],
    ['paul', 5, 96, 'Clear explanations and lots of real-life phrases.'],
    ['emma', 4, 121, 'Very good sessions, sometimes a bit fast for a beginner like me.'],
    ['felix', 5, 158, 'Best language teacher I have had. Highly recommended.'],
  ],
  'jakob.brenner@demo.trt-tutoring.eu': [
    ['felix', 5, 9, 'Explained integrals three ways until it clicked. Calm and patient.'],
    ['ben', 5, 27, 'My Abitur mock went from a 4 to a 2. Structured and encouraging.'],
    ['paul', 5, 58, 'Physics finally makes sense. Good worked examples.'],
    ['emma', 4, 84, 'Very thorough; the homework sheets are tough but useful.'],
    ['lea', 5, 113, 'Jakob notices exactly where you go wrong.'],
    ['mia', 5, 149, 'Relaxed atmosphere even before exams.'],
  ],
  'amelie.laurent@demo.trt-tutoring.eu': [
    ['emma', 5, 18, 'Lovely teacher, my DELF preparation is on track.'],
    ['sara', 4, 47, 'Good structure and kind corrections.'],
    ['clara', 5, 88, 'Amélie makes French fun, even the grammar.'],
    ['mia', 5, 132, 'Clear pronunciation tips that really helped me.'],
  ],
  'lukas.meyer@demo.trt-tutoring.eu': [
    ['paul', 5, 6, 'Played my first full song after four sessions.'],
    ['mia', 5, 39, 'Jamming with two others is much more fun than practising alone.'],
    ['ben', 5, 70, 'Great ear for what each of us needs next.'],
    ['lea', 5, 104, 'Music theory without the boring part.'],
    ['felix', 4, 140, 'Very good, though I needed more time on barre chords.'],
  ],
  'hannah.schulz@demo.trt-tutoring.eu': [
    ['ben', 5, 15, 'We built a small web game together. Hannah explains code clearly.'],
    ['felix', 5, 44, 'Practical Python from the first session.'],
    ['clara', 4, 90, 'Good pace, sometimes I needed a moment longer.'],
    ['sara', 5, 127, 'Patient and enthusiastic, great projects.'],
  ],
  'elena.popescu@demo.trt-tutoring.eu': [
    ['clara', 5, 11, 'My presentation skills in English improved a lot.'],
    ['emma', 5, 30, 'Passed my Cambridge C1. Thank you, Elena!'],
    ['lea', 5, 63, 'Lots of speaking, precise feedback.'],
    ['felix', 4, 92, 'Useful business English; the group level was a bit mixed.'],
    ['ben', 4, 118, 'Good sessions, well organised.'],
    ['sara', 5, 165, 'Elena is encouraging and very professional.'],
  ],
  'mateo.fernandez@demo.trt-tutoring.eu': [
    ['paul', 5, 21, 'Cooking and Spanish at once: brilliant idea, delicious results.'],
    ['sara', 4, 66, 'Great fun; a recipe sheet afterwards would help.'],
    ['mia', 5, 110, 'I learned more Spanish words in the kitchen than in a year of classes.'],
  ],
  'katarzyna.wojcik@demo.trt-tutoring.eu': [
    ['emma', 5, 8, 'Patient with a complete beginner. I can read notes now.'],
    ['clara', 5, 42, 'My singing voice has become much more stable.'],
    ['lea', 5, 81, 'Demanding in the best sense, and always kind.'],
    ['ben', 5, 137, 'Wonderful teacher for adults starting late.'],
  ],
  'noah.vanderberg@demo.trt-tutoring.eu': [
    ['ben', 4, 24, 'Useful pivot-table tricks I use at work every day.'],
    ['felix', 5, 55, 'Statistics explained with our own data. Very practical.'],
    ['paul', 5, 99, 'Clear and to the point.'],
    ['mia', 4, 146, 'Good session, a bit quick for a spreadsheet beginner.'],
  ],
};
