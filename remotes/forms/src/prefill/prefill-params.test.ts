import { prefillLink, prefillValues } from './prefill-params';

describe('prefillValues', () => {
  test('only for the form the address names', () => {
    expect(prefillValues('?form=141&your-name=Ann', 140)).toBeNull();
    expect(prefillValues('?your-name=Ann', 141)).toBeNull();
    expect(prefillValues('?form=141&your-name=Ann', 141)).toEqual(new Map([['your-name', ['Ann']]]));
  });
  // A decision (shared-contracts/MARKUP.md): the add-on fills every form of the page whatever `form` says;
  // we fill only the form it names, so a `form` that names no form fills nothing.
  test.each(['?form=&your-name=Ann', '?form=contact&your-name=Ann', '?form=0&your-name=Ann', '?form=999&your-name=Ann', '?form=141.0&your-name=Ann'])('%s names no form here: nothing is filled', (search) => {
    expect(prefillValues(search, 141)).toBeNull();
  });
  test('collects name[] and repeated names as lists', () => {
    expect(prefillValues('?form=141&extras[]=wetsuit&extras[]=map&size=2', 141)).toEqual(new Map([['extras', ['wetsuit', 'map']], ['size', ['2']]]));
  });
  test('drops CF7 fields, odd names and control characters; keeps markup as text', () => {
    const values = prefillValues('?form=141&_wpcf7=9&bad%20name=x&1st=x&note=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E%00%07', 141);
    expect(values).toEqual(new Map([['note', ['<img src=x onerror=alert(1)>']]]));
  });
  test('caps long values', () => {
    expect(prefillValues(`?form=1&a=${'x'.repeat(5000)}`, 1)!.get('a')![0]).toHaveLength(2000);
  });
});

describe('prefillLink', () => {
  const inputs = [{ name: 'your-name', value: 'Ann & Bo' }, { name: 'secret', value: 'no' }, { name: 'trip[]', value: 'a' }];
  test('carries only the listed fields, encoded', () => {
    expect(prefillLink('/demo/forms-prefill.html', 141, ['your-name', 'trip'], inputs, 'http://site.test/x')).toBe('/demo/forms-prefill.html?form=141&your-name=Ann+%26+Bo&trip%5B%5D=a');
  });
  test('keeps other origins absolute and refuses nonsense', () => {
    expect(prefillLink('https://other.example/p', 2, [], inputs, 'http://site.test/')).toBe('https://other.example/p?form=2');
    expect(prefillLink('http://[', 2, [], inputs, 'http://site.test/')).toBeNull();
  });
});
