/** @jest-environment jsdom */
import { applyButtonIcons } from './button-icons';

const MODULE = (attrs: string) => `<div class="et_pb_comments_module" ${attrs}>
  <a class="comment-reply-link" href="#respond">Reply</a>
  <form id="commentform"><input name="submit" type="submit" class="submit" value="Submit Comment"></form>
</div>`;

test('reply links and the submit button take the module’s icon per device, and give it back on abort', () => {
  document.body.innerHTML = MODULE('data-icon="&#x24;" data-icon-phone="&#x39;"');
  const module = document.querySelector('.et_pb_comments_module')!;
  const mount = new AbortController();
  applyButtonIcons(module, mount.signal);
  for (const button of document.querySelectorAll('.comment-reply-link, .submit')) {
    expect(button.classList).toContain('et_pb_button');
    expect(button.classList).toContain('et_pb_custom_button_icon');
    expect(button.getAttribute('data-icon')).toBe('$');
    expect(button.getAttribute('data-icon-phone')).toBe('9');
    expect(button.hasAttribute('data-icon-tablet')).toBe(false);
  }
  mount.abort();
  expect(document.querySelector('.submit')!.className).toBe('submit');
  expect(document.querySelector('.submit')!.hasAttribute('data-icon')).toBe(false);
});

test('a module without an icon leaves its buttons alone', () => {
  document.body.innerHTML = MODULE('');
  applyButtonIcons(document.querySelector('.et_pb_comments_module')!, new AbortController().signal);
  expect(document.querySelector('.comment-reply-link')!.className).toBe('comment-reply-link');
});
