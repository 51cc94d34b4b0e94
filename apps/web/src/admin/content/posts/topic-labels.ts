import type { BlogTopic } from '@sme/domain';

/** The blog's topics as an editor reads them (each decides which section pages show the post). */
export const topicLabels: Record<BlogTopic, string> = {
  energy: 'Energy',
  water: 'Water & waste',
  funding: 'Business funding',
  payments: 'Card payments',
  business: 'Running a business',
};

export function topicsText(topics: readonly BlogTopic[]): string {
  return topics.map((topic) => topicLabels[topic]).join(', ');
}
