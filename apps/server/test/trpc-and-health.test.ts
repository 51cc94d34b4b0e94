import { testDatabaseKinds } from '@sme/db/testing';
import { describe, expect, it } from 'vitest';
import { serverForSuite, xhr } from './test-server.ts';

describe.each(testDatabaseKinds())('/trpc, /healthz and /storage, %s', (kind) => {
  const server = serverForSuite(kind);

  it('serves a query the way the site calls it', async () => {
    const input = encodeURIComponent(JSON.stringify({ section: 'payment' }));
    const res = await server.app.inject({ method: 'GET', url: `/trpc/blog.section?input=${input}`, headers: xhr });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.collections.length).toBeGreaterThan(0);
  });

  it('stores an enquiry through a mutation', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/trpc/forms.contactUs',
      headers: xhr,
      payload: { first_name: 'Kim', phone: '020 7946 0000', business_name: 'Kim Florist', page: 'home' },
    });
    expect(res.statusCode).toBe(200);
    expect(await server.db.prisma.contactEnquiry.count({ where: { businessName: 'Kim Florist', page: 'home' } })).toBe(
      1,
    );
  });

  it('sends the messages a visitor should see with a refused mutation', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/trpc/forms.contactUs',
      headers: xhr,
      payload: { first_name: 'Kim', page: 'home' },
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.data.messages).toEqual(['Name, Phone, and Business Name are required.']);
    expect(error.data.stack).toBeUndefined();
  });

  it('refuses calls without the XHR header in tRPC’s own error shape', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/trpc/blog.section?input=%7B%7D' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.data.code).toBe('FORBIDDEN');
  });

  it('reports the database as healthy', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: kind === 'postgres' ? 'postgres' : 'memory' });
  });

  it('serves blog images from /storage', async () => {
    const post = await server.db.prisma.blogPost.findFirstOrThrow();
    const res = await server.app.inject({ method: 'GET', url: `/storage/${post.image}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });
});
