import type { LEARNING_STYLES, PACES } from '../matching/engine/instance.ts';
import type { GOALS } from './question-bank.ts';

/**
 * The built-in reader of Simi's free-text answers: word stems in the product's main languages that
 * point to a goal, a pace or a learning style. It is deliberately simple and says what it found
 * (`noted`), so the profile screen can show it and the learner can correct it. An LLM adapter may
 * read the same text more deeply when one is configured; the product never depends on it.
 */
type Goal = (typeof GOALS)[number];
type Pace = (typeof PACES)[number];
type Style = (typeof LEARNING_STYLES)[number];

const GOAL_WORDS: Record<Goal, string[]> = {
  exam: [
    'exam',
    'test',
    'prüfung',
    'abitur',
    'examen',
    'esame',
    'egzamin',
    'exame',
    'certificat',
    'zertifikat',
    'dele',
    'delf',
    'toefl',
    'ielts',
  ],
  school: [
    'school',
    'schule',
    'homework',
    'hausaufgabe',
    'école',
    'escuela',
    'scuola',
    'szkoł',
    'escola',
    'grade',
    'note',
  ],
  career: [
    'job',
    'career',
    'work',
    'beruf',
    'arbeit',
    'karriere',
    'travail',
    'carrière',
    'trabajo',
    'lavoro',
    'praca',
    'interview',
  ],
  travel: [
    'travel',
    'trip',
    'holiday',
    'vacation',
    'reise',
    'urlaub',
    'voyage',
    'viaje',
    'viaggio',
    'podróż',
    'viagem',
  ],
  conversation: [
    'speak',
    'talk',
    'conversation',
    'sprechen',
    'gespräch',
    'parler',
    'hablar',
    'parlare',
    'mówić',
    'falar',
  ],
  hobby: ['hobby', 'fun', 'spaß', 'freizeit', 'plaisir', 'divertido', 'divertimento', 'przyjemn'],
  health: ['health', 'back pain', 'gesund', 'rücken', 'santé', 'salud', 'salute', 'zdrow', 'saúde', 'stress'],
  creativity: [
    'creative',
    'kreativ',
    'créati',
    'creativ',
    'kreatyw',
    'compose',
    'draw',
    'zeichnen',
    'dessin',
  ],
};

const PACE_WORDS: Record<Pace, string[]> = {
  slow: [
    'slowly',
    'slow',
    'step by step',
    'langsam',
    'schritt für schritt',
    'lentement',
    'despacio',
    'piano piano',
    'powoli',
    'devagar',
  ],
  steady: ['steady', 'regular', 'regelmäßig', 'régulier', 'regular', 'regolare', 'regularn'],
  fast: ['fast', 'quick', 'intensive', 'schnell', 'intensiv', 'rapide', 'rápido', 'veloce', 'szybko'],
};

const STYLE_WORDS: Record<Style, string[]> = {
  visual: [
    'visual',
    'pictures',
    'diagram',
    'video',
    'bilder',
    'sehen',
    'images',
    'imágenes',
    'immagini',
    'obrazk',
  ],
  auditory: ['listen', 'hören', 'podcast', 'écouter', 'escuchar', 'ascoltare', 'słucha', 'ouvir'],
  reading: ['reading', 'read', 'notes', 'lesen', 'notizen', 'lire', 'leer', 'leggere', 'czyta', 'ler '],
  'hands-on': [
    'hands-on',
    'practice',
    'practise',
    'doing',
    'üben',
    'praxis',
    'pratique',
    'práctica',
    'pratica',
    'ćwicz',
    'prática',
  ],
};

function matches<K extends string>(text: string, words: Record<K, string[]>): K[] {
  return (Object.keys(words) as K[]).filter((k) => words[k].some((w) => text.includes(w)));
}

export function analyseNotes(raw: string): {
  goals: Goal[];
  pace: Pace | null;
  style: Style | null;
  noted: string[];
} {
  const text = ` ${raw.toLowerCase()} `;
  if (text.trim() === '') return { goals: [], pace: null, style: null, noted: [] };
  const goals = matches(text, GOAL_WORDS);
  // Only an unambiguous pace or style counts: "slow but intensive" says nothing.
  const paces = matches(text, PACE_WORDS);
  const styles = matches(text, STYLE_WORDS);
  const pace = paces.length === 1 ? (paces[0] as Pace) : null;
  const style = styles.length === 1 ? (styles[0] as Style) : null;
  const noted = [
    ...goals.map((g) => `goal:${g}`),
    ...(pace ? [`pace:${pace}`] : []),
    ...(style ? [`style:${style}`] : []),
  ];
  return { goals, pace, style, noted };
}
