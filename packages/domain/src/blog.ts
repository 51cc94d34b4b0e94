/** Sections whose pages show blog cards; each serves the newest posts on its topics. */
export const blogSections = ['home', 'utility', 'payment', 'business', 'about'] as const;
export type BlogSection = (typeof blogSections)[number];

export const blogTopics = ['energy', 'water', 'funding', 'payments', 'business'] as const;
export type BlogTopic = (typeof blogTopics)[number];

/** Topics shown per section; an empty list means every topic. */
export const sectionTopics: Record<BlogSection, readonly BlogTopic[]> = {
  home: [],
  utility: ['energy', 'water'],
  payment: ['payments'],
  business: ['funding', 'business'],
  about: [],
};

/** Cards per section page. */
export const SECTION_CARD_COUNT = 3;
/** Posts per page of the /blogs index. */
export const BLOG_PAGE_SIZE = 6;
/** Entries of the Recent Post list on a blog post. */
export const RECENT_POST_COUNT = 5;
