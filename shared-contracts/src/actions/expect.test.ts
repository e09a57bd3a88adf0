import {
  describeType,
  expectBoolean,
  expectHttpUrl,
  expectId,
  expectNonEmptyString,
  expectNumber,
  expectRecord,
  expectRecordOrEmptyArray,
  expectSafeUrl,
  expectString,
  optionalString,
} from './expect';

describe('describeType', () => {
  it('names JSON types', () => {
    expect([null, [], {}, 'a', 1, true, undefined].map(describeType)).toEqual(['null', 'array', 'object', 'string', 'number', 'boolean', 'undefined']);
  });
});

describe('scalar guards', () => {
  it('pass good values through', () => {
    expect(expectString('', 'x')).toBe('');
    expect(expectNonEmptyString('a', 'x')).toBe('a');
    expect(expectBoolean(false, 'x')).toBe(false);
    expect(optionalString(undefined, 'x')).toBeUndefined();
    expect(optionalString(null, 'x')).toBeUndefined();
    expect(optionalString('v', 'x')).toBe('v');
  });

  it('throw TypeErrors that name the field and what was found', () => {
    expect(() => expectString(3, 'act: name')).toThrow(new TypeError('act: name must be a string, got number'));
    expect(() => expectNonEmptyString('  ', 'act: hash')).toThrow(new TypeError('act: hash must not be empty'));
    expect(() => expectBoolean('true', 'act: is_valid')).toThrow('act: is_valid must be a boolean, got string');
    expect(() => optionalString(1, 'act: id')).toThrow(TypeError);
  });

  it('reads numbers from numbers and numeric strings only', () => {
    expect(expectNumber(12, 'x')).toBe(12);
    expect(expectNumber('12.5', 'x')).toBe(12.5);
    expect(() => expectNumber('', 'act: size')).toThrow('act: size must be a number, got ""');
    expect(() => expectNumber('12px', 'x')).toThrow(TypeError);
    expect(() => expectNumber(Number.NaN, 'x')).toThrow(TypeError);
    expect(() => expectNumber(null, 'act: size')).toThrow('act: size must be a number, got null');
  });

  it('reads ids printed as numbers or text', () => {
    expect(expectId(7, 'x')).toBe('7');
    expect(expectId('abc', 'x')).toBe('abc');
    expect(() => expectId('', 'x')).toThrow(TypeError);
  });
});

describe('object guards', () => {
  it('accept objects and refuse arrays and null', () => {
    expect(expectRecord({ a: 1 }, 'x')).toEqual({ a: 1 });
    expect(() => expectRecord([], 'act: answer')).toThrow('act: answer must be an object, got array');
    expect(() => expectRecord(null, 'act: answer')).toThrow('act: answer must be an object, got null');
  });

  it("read PHP's empty [] as an empty object, but not a non-empty list", () => {
    expect(expectRecordOrEmptyArray([], 'x')).toEqual({});
    expect(() => expectRecordOrEmptyArray(['a'], 'x')).toThrow(TypeError);
  });
});

describe('URL guards', () => {
  it('expectSafeUrl trims and throws on unsafe targets', () => {
    expect(expectSafeUrl(' /thanks ', 'x')).toBe('/thanks');
    expect(() => expectSafeUrl('javascript:void(0)', 'act: url')).toThrow(/act: url is not an http\(s\) or same-origin URL/);
  });

  it('expectHttpUrl wants an absolute http(s) URL', () => {
    expect(expectHttpUrl('https://www.googleapis.com/upload?id=1', 'x')).toBe('https://www.googleapis.com/upload?id=1');
    expect(() => expectHttpUrl('/relative', 'x')).toThrow(TypeError);
    expect(() => expectHttpUrl('https:///x', 'x')).toThrow(TypeError);
  });
});
