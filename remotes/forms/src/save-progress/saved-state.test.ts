import { isSavedStateError, parseSavedState, serializeProgress, stateParam, STEP_KEY, valuesByName } from './saved-state';

describe('serializeProgress', () => {
  test("keeps the visitor's values in order, repeated names included, and leaves out CF7's and the save area's inputs and files", () => {
    const file = new File(['x'], 'x.txt');
    const text = serializeProgress([['_wpcf7', '5'], ['name', 'Ann Lee'], ['crew[]', 'a'], ['crew[]', 'b'], ['hash', 'h'], ['source_url', '/x'], ['cv', file], ['upload', '[{"name":"a.pdf"}]']], 2);
    expect(text).toBe(`name=Ann+Lee&crew%5B%5D=a&crew%5B%5D=b&upload=%5B%7B%22name%22%3A%22a.pdf%22%7D%5D&${STEP_KEY}=2`);
  });
  test('the first step is not recorded', () => expect(serializeProgress([['a', '1']], 0)).toBe('a=1'));
});

describe('parseSavedState', () => {
  test('round-trips what was saved', () => {
    const state = parseSavedState(serializeProgress([['name', 'Ann'], ['crew[]', 'a'], ['crew[]', 'b'], ['role__2', 'cook']], 3));
    expect(state.step).toBe(3);
    expect(valuesByName(state)).toEqual(new Map([['name', ['Ann']], ['crew[]', ['a', 'b']], ['role__2', ['cook']]]));
  });
  test.each([
    ['nothing', ''],
    ['only machinery', '_wpcf7=5&hash=x'],
    ['a name no field has', '%3Cimg+src%3Dx%3E=1'],
  ])('refuses %s with a named error', (_case, text) => {
    let caught: unknown;
    try {
      parseSavedState(text);
    } catch (error) {
      caught = error;
    }
    expect(isSavedStateError(caught)).toBe(true);
  });
  test('a step that is not a number is ignored', () => expect(parseSavedState(`a=1&${STEP_KEY}=x`).step).toBeUndefined());
});

describe('stateParam', () => {
  test('absent, good, and malformed', () => {
    expect(stateParam('?form=1', 'eacf7_state')).toBeUndefined();
    expect(stateParam('?eacf7_state=AbC_-1', 'eacf7_state')).toBe('AbC_-1');
    expect(() => stateParam('?eacf7_state=%3Cscript%3E', 'eacf7_state')).toThrow(/malformed/);
    expect(() => stateParam('?eacf7_state=', 'eacf7_state')).toThrow(/malformed/);
  });
});
