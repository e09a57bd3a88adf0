import { readReplyTarget } from './reply-link';

test('reads a reply link and refuses ids that are not plain', () => {
  expect(readReplyTarget({ commentid: '5', postid: '42', belowelement: 'div-comment-5', respondelement: 'respond', replyto: 'Reply to Ada' })).toEqual({
    commentId: '5', postId: '42', below: 'div-comment-5', respond: 'respond', replyTo: 'Reply to Ada',
  });
  expect(readReplyTarget({ commentid: '5', postid: '42', belowelement: 'div-comment-5' })?.respond).toBe('respond');
  expect(readReplyTarget({ commentid: '5 or 1', postid: '42', belowelement: 'x' })).toBeNull();
  expect(readReplyTarget({ commentid: '5', postid: '42', belowelement: 'a"],b' })).toBeNull();
  expect(readReplyTarget({})).toBeNull();
});
