import { postMessages } from '@sme/domain';
import { describe, expect, it } from 'vitest';
import { formatUkPostDate, postStatusText } from '../src/admin/content/posts/post-dates.ts';
import { splitFieldErrors } from '../src/admin/console-field-errors.ts';

describe('the posts list: status and date in UK time', () => {
  it('reads a publication on the UK calendar day, whatever the zone (BST and GMT)', () => {
    // 23:30 UTC on 31 August is 00:30 BST on 1 September; in January UTC and the UK agree.
    expect(formatUkPostDate('2026-08-31T23:30:00.000Z')).toBe('01 Sep 2026');
    expect(formatUkPostDate('2026-01-05T23:30:00.000Z')).toBe('05 Jan 2026');
  });

  it('says Draft, Published, or when a scheduled post goes out (UK time)', () => {
    expect(postStatusText('draft', null)).toBe('Draft');
    expect(postStatusText('published', '2026-03-01T10:00:00.000Z')).toBe('Published');
    expect(postStatusText('scheduled', '2026-07-01T08:00:00.000Z')).toBe('Scheduled for 01 Jul 2026 09:00 (UK time)');
  });
});

describe("the server's refusal of a save, on the editor's fields", () => {
  it('puts each message on the field its path names (a list item on its list) and keeps the rest for the form', () => {
    const conflict = postMessages.conflict('Edie Editor');
    const refusal = {
      name: 'TRPCClientError',
      data: {
        code: 'BAD_REQUEST',
        messages: [postMessages.titleTaken, postMessages.imageAltRequired, postMessages.topicInvalid, conflict],
        fields: [
          { path: 'title', message: postMessages.titleTaken },
          { path: 'imageAlt', message: postMessages.imageAltRequired },
          { path: 'topics.0', message: postMessages.topicInvalid },
          // Not a field of the form: it stays with the form's own message.
          { path: 'updatedAt', message: conflict },
        ],
      },
    };
    expect(splitFieldErrors(refusal, ['title', 'topics', 'image', 'imageAlt'])).toEqual({
      fields: [
        ['title', postMessages.titleTaken],
        ['imageAlt', postMessages.imageAltRequired],
        ['topics', postMessages.topicInvalid],
      ],
      general: [conflict],
    });
  });
});
