import { moduleParams, parseHashState, serializeHashState, tabSlugFromHash, withModuleState } from './parse-hash-state';
import { sanitizeHashState } from './sanitize-hash-state';

describe('sanitizeHashState', () => {
  it('keeps only letters, digits, hyphen, underscore and bar', () => {
    expect(sanitizeHashState('#et_pb_tabs_0|2')).toBe('et_pb_tabs_0|2');
    expect(sanitizeHashState('#a"><img src=x onerror=alert(1)>|1')).toBe('aimgsrcxonerroralert1|1');
    expect(sanitizeHashState('#gallery 1|ü|2/')).toBe('gallery1||2');
    expect(sanitizeHashState('')).toBe('');
  });
});

describe('parseHashState', () => {
  it('reads one module with its params', () => {
    expect(parseHashState('#et_pb_tabs_0|2')).toEqual([{ id: 'et_pb_tabs_0', params: ['2'] }]);
  });

  it('reads several modules separated by a double bar', () => {
    expect(parseHashState('#gallery_1|2||portfolio_3|web-design|1')).toEqual([
      { id: 'gallery_1', params: ['2'] },
      { id: 'portfolio_3', params: ['web-design', '1'] },
    ]);
  });

  it('reads a module without params and keeps empty params in place', () => {
    expect(parseHashState('contact')).toEqual([{ id: 'contact', params: [] }]);
    expect(parseHashState('portfolio_3||')).toEqual([{ id: 'portfolio_3', params: [] }]);
    expect(parseHashState('portfolio_3|all|')).toEqual([{ id: 'portfolio_3', params: ['all', ''] }]);
  });

  it('sanitises before splitting and drops entries without an id', () => {
    expect(parseHashState('#<script>|1')).toEqual([{ id: 'script', params: ['1'] }]);
    expect(parseHashState('#')).toEqual([]);
    expect(parseHashState('||a|1')).toEqual([{ id: 'a', params: ['1'] }]);
  });
});

describe('serializeHashState', () => {
  it('is the inverse of parseHashState', () => {
    const states = [
      { id: 'gallery_1', params: ['2'] },
      { id: 'portfolio_3', params: ['web-design', '1'] },
    ];
    expect(serializeHashState(states)).toBe('gallery_1|2||portfolio_3|web-design|1');
    expect(parseHashState(serializeHashState(states))).toEqual(states);
  });

  it('cannot be broken by values carrying separators or unsafe characters', () => {
    expect(serializeHashState([{ id: 'a|b', params: ['x||y', '<1>'] }])).toBe('ab|xy|1');
    expect(serializeHashState([{ id: '', params: ['1'] }])).toBe('');
  });
});

describe('tabSlugFromHash', () => {
  it('reads #tab-{slug}', () => {
    expect(tabSlugFromHash('#tab-pricing')).toBe('pricing');
    expect(tabSlugFromHash('#tab-')).toBeNull();
    expect(tabSlugFromHash('#et_pb_tabs_0|1')).toBeNull();
    expect(tabSlugFromHash('#tab-a|1')).toBeNull();
  });
});

describe('hostile input', () => {
  it('never lets markup, quotes, encoded separators or whitespace through', () => {
    const hostile = ['#"><svg/onload=alert(1)>', "#a'];alert(1)//", '#%7C%7Cx', '#\u202Eevil\u0000|1', '#a\n|\t1', '#javascript:alert(1)'];
    for (const hash of hostile) {
      for (const { id, params } of parseHashState(hash)) {
        for (const part of [id, ...params]) expect(part).toMatch(/^[A-Za-z0-9_-]*$/);
      }
    }
    expect(parseHashState('#%7C%7Cx')).toEqual([{ id: '7C7Cx', params: [] }]);
  });

  it('handles a very long hash in linear time', () => {
    const long = `#${'a|'.repeat(50_000)}`;
    const started = Date.now();
    expect(parseHashState(long)).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(500);
  });
});

describe('withModuleState and moduleParams', () => {
  it('replaces one module and keeps the others', () => {
    expect(withModuleState('#gallery_1|2||tabs|0', { id: 'tabs', params: ['3'] })).toBe('gallery_1|2||tabs|3');
    expect(withModuleState('', { id: 'tabs', params: ['1'] })).toBe('tabs|1');
    expect(moduleParams('#gallery_1|2||tabs|0', 'tabs')).toEqual(['0']);
    expect(moduleParams('#gallery_1|2', 'tabs')).toBeNull();
  });
});
