import { approvalRequest, isCaptured } from './approval-request';

test('the record of a capture: transaction, payer, method and status', () => {
  const capture = {
    id: 'ORDER1',
    status: 'COMPLETED',
    payer: { name: { given_name: 'Test', surname: 'Buyer' }, email_address: 'buyer@example.com' },
    purchase_units: [{ payments: { captures: [{ id: 'TX1', status: 'COMPLETED' }] } }],
  };
  expect(approvalRequest('ORDER1', 'TOKEN1', capture, 'paypal')).toEqual({
    orderId: 'ORDER1', orderToken: 'TOKEN1', transactionId: 'TX1', payerName: 'Test Buyer', payerEmail: 'buyer@example.com', paymentMethod: 'paypal', status: 'COMPLETED', response: capture,
  });
  expect(approvalRequest('ORDER1', 'TOKEN1', capture, '<card>')?.paymentMethod).toBe('paypal');
});

test('no transaction, nothing to record', () => {
  expect(approvalRequest('ORDER1', 'TOKEN1', { status: 'COMPLETED' }, 'paypal')).toBeNull();
  expect(approvalRequest('ORDER1', 'TOKEN1', null, 'paypal')).toBeNull();
  expect(isCaptured({ status: 'COMPLETED' })).toBe(true);
  expect(isCaptured({ status: 'APPROVED' })).toBe(false);
});
