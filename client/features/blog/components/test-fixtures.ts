/** An article as the blog API returns it (common/contracts/content.ts postSummary). */
export function aPost(overrides: Record<string, unknown> = {}) {
  return {
    id: '0b9f7c9e-1111-4a5b-9c3d-000000000001',
    slug: 'why-groups-of-three-work',
    title: 'Why learning in groups of three works',
    summary: 'One tutor, three learners.',
    language: 'en',
    tags: ['small-groups', 'learning-science'],
    author: 'Annika Lindqvist',
    status: 'published',
    publishedAt: '2026-02-10T09:00:00.000Z',
    updatedAt: '2026-02-10T09:00:00.000Z',
    ...overrides,
  };
}
