import { compareVersions, satisfies } from './semver';

describe('compareVersions', () => {
  it.each([
    ['1.2.3', '1.2.4', -1],
    ['1.10.0', '1.9.9', 1],
    ['11.2.0', '11.2.0', 0],
    ['1.0.0', '1.0.0-rc.1', 1],
    ['1.0.0-rc.2', '1.0.0-rc.10', -1],
    ['1.0.0-alpha', '1.0.0-beta', -1],
    ['1.0.0-alpha', '1.0.0-alpha.1', -1],
    ['1.0.0+build.7', '1.0.0', 0],
    ['not-a-version', '0.0.1', -1],
  ])('%s vs %s is %i', (a, b, order) => {
    expect(compareVersions(a, b)).toBe(order);
  });

  it('sorts a list of versions ascending', () => {
    expect(['2.0.0', '1.0.0-rc.1', '1.10.0', '1.2.0'].sort(compareVersions)).toEqual(['1.0.0-rc.1', '1.2.0', '1.10.0', '2.0.0']);
  });
});

describe('satisfies', () => {
  it.each([
    // Caret, as our build writes it (`^<version>`).
    ['11.2.0', '^11.2.0', true],
    ['11.9.1', '^11.2.0', true],
    ['11.1.9', '^11.2.0', false],
    ['12.0.0', '^11.2.0', false],
    ['12.0.0-rc.1', '^11.2.0', false],
    ['0.2.5', '^0.2.3', true],
    ['0.3.0', '^0.2.3', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['1.9.0', '^1', true],
    ['0.2.9', '^0.2', true],
    ['0.3.0', '^0.2', false],
    // Tilde.
    ['3.0.9', '~3.0.1', true],
    ['3.1.0', '~3.0.1', false],
    ['3.9.0', '~3', true],
    // Exact and wildcards.
    ['1.2.3', '1.2.3', true],
    ['1.2.4', '=1.2.3', false],
    ['1.2.9', '1.2', true],
    ['1.3.0', '1.2.x', false],
    ['7.0.0', '*', true],
    ['7.0.0', '', true],
    ['1.4.0', '1.x', true],
    // Comparators and sets.
    ['1.5.0', '>=1.2.0 <2.0.0', true],
    ['2.0.0', '>=1.2.0 <2.0.0', false],
    ['1.2.0', '>1.2.0', false],
    ['1.3.0', '>1.2', true],
    ['1.2.9', '>1.2', false],
    ['1.2.9', '<=1.2', true],
    ['1.3.0', '<=1.2', false],
    ['1.2.0', '>= 1.2.0', true],
    ['2.1.0', '^1.0.0 || ^2.0.0', true],
    ['3.0.0', '^1.0.0 || ^2.0.0', false],
    ['7.0.0', '>=*', true],
    ['7.0.0', '<=x', true],
    ['7.0.0', '<*', false],
    ['7.0.0', '>*', false],
    // A prerelease counts by its order (npm would leave it out of ^11.2.0).
    ['11.3.0-rc.1', '^11.2.0', true],
    ['11.2.0-rc.1', '^11.2.0', false],
    // Nonsense satisfies nothing.
    ['1.2.3', 'latest', false],
    ['banana', '*', false],
  ])('%s in "%s": %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});
