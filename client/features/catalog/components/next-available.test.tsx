import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { formatSlot } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { json, mockFetch, type RecordedRequest, signedOut } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { CatalogPage } from './catalog-page';
import { TutorCard } from './tutor-card';

const guitar = { id: 'guitar', name: 'Guitar', category: 'music', description: '', tutorCount: 2 };
const berlin = { id: 'berlin', name: 'Berlin', region: 'Berlin', countryCode: 'DE', tutorCount: 2 };
const card = (id: string, name: string, expertise = [{ id: 'guitar', name: 'Guitar' }]) => ({
  id,
  name,
  rating: 4.8,
  reviews: 5,
  expertise,
  pricing: '€12 per learner (3:1 group)',
  priceCents: 1200,
  // Shared pages carry none: each reader's comes from the booking feature, in their zone.
  nextAvailable: null,
  city: 'Berlin',
  languages: ['de'],
});
const lukas = card('t1', 'Lukas M.');
const mara = card('t2', 'Mara K.', [
  { id: 'piano', name: 'Piano' },
  { id: 'guitar', name: 'Guitar' },
]);
const AT = '2026-11-30T09:00:00.000Z';
const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

function renderCatalog(path: string) {
  return renderAt(
    <Switch>
      <Route path="/learn/:skillId" component={CatalogPage} />
      <Route path="/city/:cityId" component={CatalogPage} />
    </Switch>,
    path,
  );
}

function answering(times: Record<string, string | null>, asked: RecordedRequest[] = []) {
  return {
    'GET /api/booking/next-available': (request: RecordedRequest) => {
      asked.push(request);
      const ids = new URL(request.url, 'http://localhost').searchParams.get('tutorIds')!.split(',');
      return json({
        timeZone: browserZone,
        tutors: ids.map((tutorId) => ({ tutorId, startsAt: times[tutorId] ?? null })),
      });
    },
  };
}

describe('the next available time on the catalogue cards', () => {
  it("shows each tutor's next free hour in the reader's zone, linking into booking with the tutor chosen", async () => {
    const asked: RecordedRequest[] = [];
    mockFetch({
      ...signedOut,
      'GET /api/skills/guitar': () => json({ skill: guitar, tutors: [lukas, mara], cities: [] }),
      ...answering({ t1: AT, t2: null }, asked),
    });
    renderCatalog('/learn/guitar');
    const [first, second] = await screen.findAllByTestId('tutor-card');
    const link = await within(first!).findByRole('link', { name: `Next available: ${formatSlot(AT, 'en')}` });
    expect(link).toHaveAttribute('href', '/session-booking?skill=guitar&tutor=t1');
    // No free hour within the booking horizon: nothing at all, no made-up text.
    expect(second).not.toHaveTextContent(/Next available|No free time|open hours/);
    expect(within(second!).queryByTestId('tutor-next-available')).not.toBeInTheDocument();
    // One request for the whole list, in the zone the booking page will show the slots in.
    expect(asked).toHaveLength(1);
    const query = new URL(asked[0]!.url, 'http://localhost').searchParams;
    expect(query.get('tutorIds')).toBe('t1,t2');
    expect(query.get('timeZone')).toBe(browserZone);
  });

  it("books a city page's tutor in their first skill, and speaks the reader's language", async () => {
    await i18n.changeLanguage('de');
    mockFetch({
      ...signedOut,
      'GET /api/cities/berlin': () => json({ city: berlin, tutors: [mara], skills: [guitar] }),
      ...answering({ t2: AT }),
    });
    renderCatalog('/city/berlin');
    const link = await screen.findByRole('link', {
      name: `Nächster freier Termin: ${formatSlot(AT, 'de')}`,
    });
    expect(link).toHaveAttribute('href', '/session-booking?skill=piano&tutor=t2');
  });

  it('shows nothing when the times could not be found', async () => {
    const asked: RecordedRequest[] = [];
    mockFetch({
      ...signedOut,
      'GET /api/skills/guitar': () => json({ skill: guitar, tutors: [lukas], cities: [] }),
      'GET /api/booking/next-available': (request) => {
        asked.push(request);
        return json({ message: 'x', code: 'INTERNAL' }, { status: 500 });
      },
    });
    renderCatalog('/learn/guitar');
    const cardElement = await screen.findByTestId('tutor-card');
    await waitFor(() => expect(asked).toHaveLength(1));
    await waitFor(() => expect(cardElement.querySelector('p[aria-hidden="true"]')).toBeNull());
    expect(cardElement).not.toHaveTextContent(/Next available/);
  });

  it('is not on a card whose list does not ask for it (the booking page chooses the time itself)', async () => {
    const { requests } = mockFetch(signedOut);
    renderAt(<TutorCard tutor={{ ...lukas, nextAvailable: AT }} />);
    expect(screen.getByTestId('tutor-card')).not.toHaveTextContent(/Next available/);
    expect(requests.filter((r) => r.path === '/api/booking/next-available')).toHaveLength(0);
  });
});
