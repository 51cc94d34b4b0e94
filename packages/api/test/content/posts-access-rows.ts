import type { Caller } from '../console/console-testbed.ts';

const NONE = 999_999;
const NO_VERSION = '00000000-0000-4000-8000-000000000000';

/** Valid fields, saved onto a post no one has (NOT_FOUND: the call got through). */
const post = {
  id: NONE,
  title: 'No such post',
  topics: ['energy' as const],
  summary: '',
  body: 'Body',
  image: 'blog/how-to-cut-your-business-energy-bills-without-cutting-corners.svg',
  imageAlt: 'A cover',
};

/**
 * The posts' rows for the console's access table (console/access.test.ts): staff read, and only admins and editors
 * write (an agent is FORBIDDEN, which the table calls adminOnly; editors have their own tests in
 * content/posts.test.ts).
 */
export function postsAccessRows() {
  type Row = { adminOnly: boolean; call: (caller: Caller) => Promise<unknown> };
  const rows: Record<string, Row> = {
    'admin.content.posts.list': { adminOnly: false, call: (c) => c.admin.content.posts.list() },
    'admin.content.posts.get': { adminOnly: false, call: (c) => c.admin.content.posts.get({ id: NONE }) },
    'admin.content.posts.preview': { adminOnly: false, call: (c) => c.admin.content.posts.preview({ body: 'Hi' }) },
    'admin.content.posts.history': { adminOnly: false, call: (c) => c.admin.content.posts.history({ id: NONE }) },
    'admin.content.posts.save': { adminOnly: true, call: (c) => c.admin.content.posts.save(post) },
    'admin.content.posts.publish': { adminOnly: true, call: (c) => c.admin.content.posts.publish({ id: NONE }) },
    'admin.content.posts.unpublish': { adminOnly: true, call: (c) => c.admin.content.posts.unpublish({ id: NONE }) },
    'admin.content.posts.restore': {
      adminOnly: true,
      call: (c) => c.admin.content.posts.restore({ id: NONE, versionId: NO_VERSION }),
    },
  };
  return rows;
}
