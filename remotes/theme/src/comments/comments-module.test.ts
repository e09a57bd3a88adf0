/** @jest-environment jsdom */
import { render, testContext } from '../test-support/test-context';
import commentsModule from './index';

const MARKUP = `<div class="et_pb_module et_pb_comments_module">
  <ol class="commentlist">
    <li id="li-comment-5"><article id="div-comment-5"><p>Lovely harbour.</p>
      <a rel="nofollow" class="comment-reply-link" href="?replytocom=5#respond" data-commentid="5" data-postid="42" data-belowelement="div-comment-5" data-respondelement="respond" data-replyto="Reply to Ada">Reply</a></article></li>
  </ol>
  <div id="respond"><h3 id="reply-title">Leave a reply <a id="cancel-comment-reply-link" href="#respond" style="display: none;">Cancel reply</a></h3>
    <form id="commentform"><p><label for="comment">Comment</label><textarea id="comment"></textarea></p>
      <input type="hidden" id="comment_post_ID" value="42"><input type="hidden" id="comment_parent" value="0"></form></div>
</div>`;

test('a reply link moves the form under its comment; cancel and unmount put it back', async () => {
  const el = render(MARKUP);
  const before = el.outerHTML;
  const unmount = await commentsModule.mount(el, testContext());
  expect(el.querySelector('#comment')!.getAttribute('placeholder')).toBe('Comment');
  el.querySelector<HTMLElement>('.comment-reply-link')!.click();
  expect(document.getElementById('div-comment-5')!.nextElementSibling!.id).toBe('respond');
  expect((el.querySelector('#comment_parent') as HTMLInputElement).value).toBe('5');
  expect(document.activeElement!.id).toBe('comment');
  expect(el.querySelector<HTMLElement>('#cancel-comment-reply-link')!.style.display).toBe('');
  el.querySelector<HTMLElement>('#cancel-comment-reply-link')!.click();
  expect(el.lastElementChild!.id).toBe('respond');
  expect((el.querySelector('#comment_parent') as HTMLInputElement).value).toBe('0');
  el.querySelector<HTMLElement>('.comment-reply-link')!.click();
  unmount();
  expect(el.outerHTML.replace(/ aria-expanded="(true|false)"/g, '')).toBe(before);
});
