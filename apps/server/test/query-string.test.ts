import { isStorableText } from '@sme/domain';
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { parseQueryString } from '../src/http/query-string.ts';

describe('the query parser', () => {
  it.each([
    'ids[]={"term_id":1}&ids[]={"term_id":2}',
    'ids[0][term_id]=3',
    'page=2&page=3&q=caf%C3%A9+latte',
    'a[b][c]=1&a[d]=2',
    '__proto__[x]=1&constructor=2&hasOwnProperty=3',
    'flag',
    '',
  ])('reads %s as qs does, the first time and after', (query) => {
    expect(parseQueryString(query)).toEqual(qs.parse(query));
    expect(parseQueryString(query)).toEqual(qs.parse(query));
  });

  it('gives every request a copy of its own: what one handler changes never reaches the next', () => {
    const query = 'ids[]={"term_id":1}&filter[size]=small';
    const first = parseQueryString(query) as { ids: string[]; filter: { size: string } };
    first.ids.push('added');
    first.filter.size = 'changed';
    expect(parseQueryString(query)).toEqual({ ids: ['{"term_id":1}'], filter: { size: 'small' } });
  });

  it('stays right for queries beyond what it remembers', () => {
    const long = `q=${'x'.repeat(600)}&ids[]=1`;
    expect(parseQueryString(long)).toEqual(qs.parse(long));
    for (let n = 0; n < 300; n += 1) expect(parseQueryString(`n=${n}`)).toEqual({ n: String(n) });
    expect(parseQueryString('n=0')).toEqual({ n: '0' });
  });

  // Issue 45, item 10: bytes that are no UTF-8 text were kept as their escapes ("%ED%A0%80"), which every check took
  // for ordinary text. They read as text no field can store, as JSON's "\ud800" does.
  it.each(['%ED%A0%80', '%ED%B0%80%ED%A0%BD', '%FF', '%E2%82', '%C0%AF'])(
    'reads %s as text no field stores',
    (bytes) => {
      const parsed = parseQueryString(`q=Sam${bytes}&k${bytes}=1`);
      const q = parsed.q as string;
      const key = Object.keys(parsed).find((name) => name !== 'q')!;
      expect(q.startsWith('Sam')).toBe(true);
      for (const text of [q, key]) {
        expect(text).not.toContain('%');
        expect(isStorableText(text)).toBe(false);
      }
    },
  );

  it('reads a percent sign that starts no escape as itself, beside escapes that decode', () => {
    expect(parseQueryString('q=100%+sure&r=50%25&s=caf%C3%A9%')).toEqual({ q: '100% sure', r: '50%', s: 'café%' });
  });
});
