import type { Room } from '../../../../common/contracts/classroom';
import { useTranslation } from 'react-i18next';

/** Who belongs in this room: the tutor and the learners with a paid seat (first name and initial). */
export function People({ room }: { room: Room }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="room-people" className="mt-4">
      <h2 id="room-people" className="text-sm font-semibold text-slate-900">
        {t('classroom.people')}
      </h2>
      <ul className="mt-1 flex flex-wrap gap-2 text-sm text-slate-700">
        {room.participants.map((p) => (
          <li key={p.id} className="rounded-full bg-slate-100 px-3 py-1">
            {p.id === room.me.id ? t('classroom.you', { name: p.name }) : p.name}
            {p.role === 'tutor' ? ` · ${t('classroom.tutor')}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
