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
});
