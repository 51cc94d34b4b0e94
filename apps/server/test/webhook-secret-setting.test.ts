import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import {
  eventually,
  loadDocumentedVerifier,
  startWebhookReceiver,
  type DocumentedVerifier,
  type TestWebhookReceiver,
} from '../../../packages/api/test/delivery/receivers.ts';
import { startTestServer, xhr, type TestServer } from './test-server.ts';

const secret = 'the secret every receiver holds today';
const next = 'the secret a rotation moves to';
const webhook = { WEBHOOK_URL: 'https://crm.example.com/hooks', WEBHOOK_SECRET: secret };

describe('the WEBHOOK_SECRET_NEXT setting', () => {
  it('is unset unless given, and read as given', () => {
    expect(loadConfig(webhook).WEBHOOK_SECRET_NEXT).toBeUndefined();
    expect(loadConfig({ ...webhook, WEBHOOK_SECRET_NEXT: next }).WEBHOOK_SECRET_NEXT).toBe(next);
  });

  it.each([
    ['under 16 characters', { ...webhook, WEBHOOK_SECRET_NEXT: 'short' }, 'must be at least 16 characters'],
    ['the same as WEBHOOK_SECRET', { ...webhook, WEBHOOK_SECRET_NEXT: secret }, 'must differ from WEBHOOK_SECRET'],
  ])('stops the start when it is %s, in one line that never echoes it', (_what, env, reason) => {
    expect(() => loadConfig(env)).toThrow(`Invalid setting WEBHOOK_SECRET_NEXT=(hidden): ${reason}`);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).not.toContain(env.WEBHOOK_SECRET_NEXT);
    }
  });

  it('stops the start when set without WEBHOOK_SECRET', () => {
    expect(() => loadConfig({ WEBHOOK_SECRET_NEXT: next })).toThrow(
      'Invalid setting WEBHOOK_SECRET="": must be set with WEBHOOK_SECRET_NEXT',
    );
  });
});

// The settings as the real server hands them to the webhook: a popup over REST reaches a receiver holding either.
describe('a server in the middle of a webhook secret rotation', () => {
  let receiver: TestWebhookReceiver;
  let server: TestServer;
  let verify: DocumentedVerifier;

  beforeAll(async () => {
    verify = await loadDocumentedVerifier();
    receiver = await startWebhookReceiver(secret);
    server = await startTestServer('pglite', {
      env: {
        WEBHOOK_URL: receiver.url,
        WEBHOOK_SECRET: secret,
        WEBHOOK_SECRET_NEXT: next,
        RATE_LIMITS: 'off',
        FORM_MIN_FILL_MS: '0',
        RETENTION_JOB: 'false',
      },
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  it('signs each call with both secrets, and the body-only header with WEBHOOK_SECRET', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/form-submit/popup',
      headers: xhr,
      payload: { name: 'Rotation Rhys', email: 'rotation.rhys@example.co.uk', phone: '07700 900141', page: '/' },
    });
    expect(res.statusCode).toBe(200);
    const hit = await eventually(() => {
      const found = receiver.hits.find((h) => h.body.lead.person_name === 'Rotation Rhys');
      expect(found).toBeDefined();
      return found!;
    }, 15_000);
    expect(hit.timedSignature).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(verify(hit.timedSignature, hit.raw, secret)).toBe(true);
    expect(verify(hit.timedSignature, hit.raw, next)).toBe(true);
    expect(hit.signatureValid).toBe(true);
  });
});
