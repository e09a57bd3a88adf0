import { createDebugLog, debugAreasOf, DEBUG_STORAGE_KEY } from './debug-log';

test('debugAreasOf reads a comma list or all', () => {
  expect([...debugAreasOf('general, store_emit, nope')]).toEqual(['general', 'store_emit']);
  expect(debugAreasOf('all').size).toBe(4);
  expect(debugAreasOf(null).size).toBe(0);
});

describe('createDebugLog (theme-frontend.md §8)', () => {
  const printer = () => ({ log: jest.fn(), warn: jest.fn() });
  it('is silent unless an area is switched on', () => {
    const out = printer();
    const log = createDebugLog(() => ({ getItem: () => null }), out);
    log.log('general', 'x');
    log.log('warning', 'y');
    expect(out.log).not.toHaveBeenCalled();
    expect(out.warn).not.toHaveBeenCalled();
  });
  it('prints the areas switched on, warnings as warnings, and follows a toggle at once', () => {
    const out = printer();
    let stored: string | null = 'general,warning';
    const log = createDebugLog(() => ({ getItem: (key: string) => (key === DEBUG_STORAGE_KEY ? stored : null) }), out);
    log.log('general', 'a', 1);
    log.log('store_emit', 'b');
    log.log('warning', 'c');
    expect(out.log).toHaveBeenCalledWith('[et general]', 'a', 1);
    expect(out.log).toHaveBeenCalledTimes(1);
    expect(out.warn).toHaveBeenCalledWith('[et warning]', 'c');
    stored = null;
    log.log('general', 'd');
    expect(out.log).toHaveBeenCalledTimes(1);
    expect(log.enabled('general')).toBe(false);
  });
  it('stays silent when storage is blocked', () => {
    const out = printer();
    const log = createDebugLog(() => {
      throw new Error('SecurityError');
    }, out);
    log.log('general', 'x');
    expect(out.log).not.toHaveBeenCalled();
  });
});
