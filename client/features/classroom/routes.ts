import { defineRoutes } from '../../app/routing/route-entry';
import { classroomQueries } from './api/classroom.queries';

/** A session's live classroom (PRODUCT.md F): its tutor and learners with a paid seat; the API decides who. */
export const classroomRoutes = defineRoutes([
  {
    path: '/classroom/:id',
    screen: () => import('./components/classroom-page').then((m) => m.ClassroomPage),
    access: 'user',
    data: ({ params }) =>
      /^[0-9a-f-]{36}$/i.test(params.id ?? '') ? [classroomQueries.room(params.id!)] : [],
    title: ({ t }) => t('layout.documentTitle', { title: t('classroom.title') }),
  },
]);
