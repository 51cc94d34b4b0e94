import { blogTopics, type BlogTopic } from '@sme/domain';

// What the boxes beside a blog post offer, chosen by what the post is about (issue 44 part 6): a card-payments post
// offers card machines first. The spec's 'Get quote' postcode box (an energy quote) stays beside every post, after the
// post's own services.

/** A service offered beside a post: each topic that names one has its box. */
export type SidebarOffer = Exclude<BlogTopic, 'business'>;

/** The spec's box beside every post (the energy 'Get quote'); the only one for a post of no service of its own. */
export const generalSidebarOffers: readonly SidebarOffer[] = ['energy'];

/** At most this many boxes of the post's own services: the post stays the page's subject. */
const MOST_OFFERS = 2;

const isOffer = (topic: string): topic is SidebarOffer =>
  topic !== 'business' && (blogTopics as readonly string[]).includes(topic);

/** The services of the post's topics, in the post's order, at most two, then the spec's 'Get quote' if not among them. */
export function sidebarOffers(topics: readonly string[]): readonly SidebarOffer[] {
  const offers = [...new Set(topics.filter(isOffer))].slice(0, MOST_OFFERS);
  return [...offers, ...generalSidebarOffers.filter((offer) => !offers.includes(offer))];
}
