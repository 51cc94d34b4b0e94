// The posts' rows for ill-formed-text.test.ts: every procedure that takes input, with an input it accepts. On the
// suite's database no post has the id, so all but the preview find nothing: the text fields are checked first.

const NONE = 999_999;
const NO_VERSION = '00000000-0000-4000-8000-000000000000';

const post = {
  title: 'No such post',
  topics: ['energy'],
  summary: 'A summary',
  body: 'A **body**',
  image: 'blog/how-to-cut-your-business-energy-bills-without-cutting-corners.svg',
  imageAlt: 'A cover',
};

export const postsIllFormedRows = {
  'admin.content.posts.preview': {
    as: 'admin' as const,
    input: () => ({ body: 'Some **Markdown**', title: 'A title' }),
  },
  'admin.content.posts.save': {
    as: 'admin' as const,
    input: () => ({ ...post, id: NONE, updatedAt: '2026-11-27T09:00:00.000Z' }),
  },
  'admin.content.posts.get': { as: 'admin' as const, input: () => ({ id: NONE }) },
  'admin.content.posts.history': { as: 'admin' as const, input: () => ({ id: NONE }) },
  'admin.content.posts.publish': { as: 'admin' as const, input: () => ({ id: NONE, at: '2099-01-01T09:00:00.000Z' }) },
  'admin.content.posts.unpublish': { as: 'admin' as const, input: () => ({ id: NONE }) },
  'admin.content.posts.restore': { as: 'admin' as const, input: () => ({ id: NONE, versionId: NO_VERSION }) },
};

/** What each row answers as it stands: NOT_FOUND, as no post has the id. */
export const postsFindNothing: Record<string, string> = {
  'admin.content.posts.save': 'NOT_FOUND',
  'admin.content.posts.get': 'NOT_FOUND',
  'admin.content.posts.history': 'NOT_FOUND',
  'admin.content.posts.publish': 'NOT_FOUND',
  'admin.content.posts.unpublish': 'NOT_FOUND',
  'admin.content.posts.restore': 'NOT_FOUND',
};
