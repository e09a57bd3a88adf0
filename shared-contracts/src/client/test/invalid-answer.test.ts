import { AjaxError, InvalidAnswerError } from '../index';
import { ok, useAjaxServers } from './ajax-test-server';
import { rejectionOf, testClient } from './test-client';

const serve = useAjaxServers();

test('a body that is not JSON rejects with InvalidAnswerError holding the body and the parse error', async () => {
  const server = await serve(() => ({ body: '<b>Notice</b>: Undefined index {"success":true}' }));
  const error = await rejectionOf(testClient(server.url).call('test_send', {}));

  expect(error).toBeInstanceOf(InvalidAnswerError);
  expect(error).toBeInstanceOf(AjaxError);
  expect(error).toMatchObject({ kind: 'invalid-answer', action: 'test_send', body: expect.stringContaining('Notice') });
  expect((error as Error).cause).toBeInstanceOf(SyntaxError);
});

test('JSON that is not a {success, data} envelope rejects with InvalidAnswerError', async () => {
  const server = await serve(() => ({ body: { id: 1 } }));
  await expect(testClient(server.url).call('test_send', {})).rejects.toMatchObject({
    kind: 'invalid-answer',
    message: 'test_send: the answer is not a {success, data} envelope',
  });
});

test('data that fails parseAnswer rejects with InvalidAnswerError naming what is wrong', async () => {
  const server = await serve(() => ok({ id: 'seven' }));
  const error = await rejectionOf(testClient(server.url).call('test_send', {}));

  expect(error).toBeInstanceOf(InvalidAnswerError);
  expect(error).toMatchObject({ message: 'test_send: answer has no numeric id' });
  expect((error as Error).cause).toBeInstanceOf(TypeError);
});

test('a BOM and whitespace before the JSON are tolerated', async () => {
  const server = await serve(() => ({ body: '\uFEFF\n {"success":true,"data":{"id":3}}' }));
  await expect(testClient(server.url).call('test_send', {})).resolves.toEqual({ id: 3 });
});
