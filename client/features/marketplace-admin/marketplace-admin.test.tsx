import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app/routing/router';
import { aUser, json, mockFetch } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';

const tutorId = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';

function operator() {
  return mockFetch({
    'GET /api/user': () => json(aUser({ userType: 'admin' })),
    'GET /api/skills': () =>
      json([{ id: 'guitar', name: 'Guitar', category: 'music', description: 'Strings.', tutorCount: 2 }]),
    'GET /api/cities': () =>
      json([{ id: 'berlin', name: 'Berlin', region: '', countryCode: 'DE', tutorCount: 3 }]),
    'GET /api/csrf-token': () => json({ csrfToken: 't' }),
    'PUT /api/admin/marketplace/skills/guitar': (r) => json({ id: 'guitar', ...(r.body as object) }),
    'GET /api/admin/marketplace/tutors': () =>
      json([
        {
          id: tutorId,
          name: 'Lukas Meyer',
          email: 'lukas@example.eu',
          city: 'Berlin',
          skills: ['guitar'],
          privateSessionsEnabled: false,
        },
      ]),
    [`POST /api/admin/marketplace/tutors/${tutorId}/private-sessions`]: (r) =>
      json({
        id: tutorId,
        name: 'Lukas Meyer',
        email: 'lukas@example.eu',
        city: 'Berlin',
        skills: ['guitar'],
        privateSessionsEnabled: (r.body as { enabled: boolean }).enabled,
      }),
  });
}

describe('/admin/marketplace', () => {
  it('edits a skill of the catalogue', async () => {
    const { calls } = operator();
    const user = userEvent.setup();
    renderAt(<AppRoutes />, '/admin/marketplace');
    const skill = await screen.findByTestId('admin-skill');
    expect(skill).toHaveTextContent('/learn/guitar · Music · 2 verified tutors');
    await user.click(within(skill).getByRole('button', { name: 'Edit Guitar' }));
    const form = within(screen.getByTestId('skill-form'));
    await user.clear(form.getByLabelText('Name'));
    await user.type(form.getByLabelText('Name'), 'Classical guitar');
    await user.click(form.getByTestId('save-skill'));
    await waitFor(() => expect(calls('PUT /api/admin/marketplace/skills/guitar')).toHaveLength(1));
    expect(calls('PUT /api/admin/marketplace/skills/guitar')[0]!.body).toMatchObject({
      name: 'Classical guitar',
      category: 'music',
      description: 'Strings.',
    });
  });

  it('switches a tutor to teach 1:1', async () => {
    const { calls } = operator();
    const user = userEvent.setup();
    renderAt(<AppRoutes />, '/admin/marketplace');
    await user.click(await screen.findByRole('tab', { name: 'Private sessions' }));
    const toggle = await screen.findByRole('switch', { name: 'Teaches 1:1 Lukas Meyer' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    await waitFor(() =>
      expect(calls(`POST /api/admin/marketplace/tutors/${tutorId}/private-sessions`)).toHaveLength(1),
    );
    expect(calls(`POST /api/admin/marketplace/tutors/${tutorId}/private-sessions`)[0]!.body).toMatchObject({
      enabled: true,
    });
  });
});
