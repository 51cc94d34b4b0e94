import { describe, expect, it } from 'vitest';
import { newLeadsToast } from '../src/admin/live/new-leads-toast.ts';

describe('the new-lead toast', () => {
  it('counts the leads that arrive while it shows, opens "To answer" for several, and starts again once it goes', () => {
    const first = newLeadsToast('/admin/leads/a', 'Harbour Cafe · Energy');
    expect(first).toMatchObject({ title: 'New lead', description: 'Harbour Cafe · Energy', href: '/admin/leads/a' });
    const second = newLeadsToast('/admin/leads/b', "Let's talk popup");
    expect(second).toMatchObject({
      id: first.id,
      title: '2 new leads',
      description: "Latest: Let's talk popup",
      href: '/admin?view=to-answer',
    });
    expect(newLeadsToast('/admin/leads/c', 'Mill Bakery · Business loan').title).toBe('3 new leads');

    second.onGone();
    expect(newLeadsToast('/admin/leads/d', 'Quay Garage · Water & waste')).toMatchObject({
      title: 'New lead',
      href: '/admin/leads/d',
    });
  });
});
