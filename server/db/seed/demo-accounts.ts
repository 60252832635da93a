import type { Role } from '../../../common/constants.ts';

/** One account per role for trying the product; the password is printed in the README. */
export const DEMO_PASSWORD = 'Demo-Tutoring-2026!';

export const DEMO_ACCOUNTS: {
  role: Role;
  firstName: string;
  lastName: string;
  email: string;
  language: string;
}[] = [
  {
    role: 'student',
    firstName: 'Lena',
    lastName: 'Hoffmann',
    email: 'student@demo.trt-tutoring.eu',
    language: 'de',
  },
  {
    role: 'parent',
    firstName: 'Markus',
    lastName: 'Hoffmann',
    email: 'parent@demo.trt-tutoring.eu',
    language: 'de',
  },
  {
    role: 'guardian',
    firstName: 'Ingrid',
    lastName: 'Berger',
    email: 'guardian@demo.trt-tutoring.eu',
    language: 'de',
  },
  {
    role: 'tutor',
    firstName: 'Sofia',
    lastName: 'Marchetti',
    email: 'tutor@demo.trt-tutoring.eu',
    language: 'en',
  },
  {
    role: 'teen_mentor',
    firstName: 'Jonas',
    lastName: 'Weber',
    email: 'mentor@demo.trt-tutoring.eu',
    language: 'de',
  },
  {
    role: 'super_marketing_agent',
    firstName: 'Claire',
    lastName: 'Dubois',
    email: 'sma@demo.trt-tutoring.eu',
    language: 'fr',
  },
  {
    role: 'sub_marketing_agent',
    firstName: 'Piotr',
    lastName: 'Nowak',
    email: 'subma@demo.trt-tutoring.eu',
    language: 'pl',
  },
  {
    role: 'admin',
    firstName: 'Annika',
    lastName: 'Lindqvist',
    email: 'admin@demo.trt-tutoring.eu',
    language: 'en',
  },
  {
    role: 'moderator',
    firstName: 'Tomás',
    lastName: 'García',
    email: 'moderator@demo.trt-tutoring.eu',
    language: 'es',
  },
  {
    role: 'enterprise_admin',
    firstName: 'Sanne',
    lastName: 'de Vries',
    email: 'enterprise@demo.trt-tutoring.eu',
    language: 'nl',
  },
  {
    role: 'ssma',
    firstName: 'Matteo',
    lastName: 'Rossi',
    email: 'ssma@demo.trt-tutoring.eu',
    language: 'it',
  },
];
