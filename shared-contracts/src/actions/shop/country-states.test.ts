import { isStateOfCountry, stateControlFor } from './country-states';

describe('stateControlFor', () => {
  it('gives a country with a state list a select of it', () => {
    const control = stateControlFor('US');
    expect(control.kind).toBe('select');
    expect(control.kind === 'select' && control.states.NY).toBe('New York');
  });
  it('hides the state of a country whose list is empty', () => {
    expect(stateControlFor('DE')).toEqual({ kind: 'hidden' });
  });
  it('gives a country without a list a text input, inherited names included', () => {
    expect(stateControlFor('GB')).toEqual({ kind: 'text' });
    expect(stateControlFor('constructor')).toEqual({ kind: 'text' });
  });
});

describe('isStateOfCountry', () => {
  it('takes only a listed state where the country has a list', () => {
    expect(isStateOfCountry('US', 'NY')).toBe(true);
    expect(isStateOfCountry('US', 'Yorkshire')).toBe(false);
    expect(isStateOfCountry('US', '')).toBe(false);
    expect(isStateOfCountry('US', 'toString')).toBe(false);
  });
  it('takes nothing but empty where the country has no state field', () => {
    expect(isStateOfCountry('FR', '')).toBe(true);
    expect(isStateOfCountry('FR', 'Paris')).toBe(false);
  });
  it('takes any text, or none, elsewhere', () => {
    expect(isStateOfCountry('GB', 'Western Isles')).toBe(true);
    expect(isStateOfCountry('GB', '')).toBe(true);
  });
});
