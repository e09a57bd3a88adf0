import { debounce } from './debounce';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('runs once, ms after the last call', () => {
  const run = jest.fn();
  const call = debounce(run, 300, new AbortController().signal);
  call();
  jest.advanceTimersByTime(200);
  call();
  jest.advanceTimersByTime(299);
  expect(run).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(run).toHaveBeenCalledTimes(1);
});

test('nothing runs after the abort', () => {
  const run = jest.fn();
  const mount = new AbortController();
  const call = debounce(run, 200, mount.signal);
  call();
  mount.abort();
  call();
  jest.advanceTimersByTime(1000);
  expect(run).not.toHaveBeenCalled();
});
