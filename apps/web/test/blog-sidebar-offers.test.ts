import { describe, expect, it } from 'vitest';
import { generalSidebarOffers, sidebarOffers } from '../src/blog/sidebar-offers.ts';

// The boxes beside a blog post are chosen by the post's topics (issue 44 part 6): a card-payments post offers card
// machines first; the spec's 'Get quote' box (energy) stays beside every post, after the post's own services.

describe('the offers beside a blog post', () => {
  it("offers card machines first beside a card-payments post, then the spec's energy quote", () => {
    expect(sidebarOffers(['payments'])).toEqual(['payments', 'energy']);
  });

  it("offers each of the post's own services in the post's order, two at most", () => {
    expect(sidebarOffers(['funding', 'payments'])).toEqual(['funding', 'payments', 'energy']);
    expect(sidebarOffers(['energy', 'water', 'business'])).toEqual(['energy', 'water']);
    expect(sidebarOffers(['water', 'energy', 'funding', 'payments'])).toEqual(['water', 'energy']);
    expect(sidebarOffers(['payments', 'payments', 'funding'])).toEqual(['payments', 'funding', 'energy']);
  });

  it('reads the general business topic as no service of its own', () => {
    expect(sidebarOffers(['business', 'funding'])).toEqual(['funding', 'energy']);
  });

  it('falls back to the general set when the topic is general, unknown or missing', () => {
    expect(generalSidebarOffers).toEqual(['energy']);
    for (const topics of [['business'], [], ['gardening'], ['Payments']]) {
      expect(sidebarOffers(topics), JSON.stringify(topics)).toEqual(generalSidebarOffers);
    }
  });
});
