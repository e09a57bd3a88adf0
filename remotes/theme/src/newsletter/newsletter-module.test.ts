/** @jest-environment jsdom */
import type { ModuleContext } from '@cms-mf/shared-contracts';
import { testContext } from '../test-support/test-context';
import { newsletterModule } from './newsletter-module';

const markup = (classes = '') => `<div class="et_pb_module et_pb_newsletter ${classes}" data-redirect_url="" data-redirect_query="">
  <div class="et_pb_newsletter_form"><form method="post">
    <div class="et_pb_newsletter_result et_pb_newsletter_error" hidden></div>
    <div class="et_pb_newsletter_result et_pb_newsletter_success" hidden><h2>Thanks</h2></div>
    <div class="et_pb_newsletter_fields">
      <input name="et_pb_signup_firstname" value="Ann"><input name="et_pb_signup_lastname" value="Lee"><input type="email" name="et_pb_signup_email" value="ann@example.com">
      <button type="submit" class="et_pb_newsletter_button">Subscribe</button>
    </div>
    <input type="hidden" name="et_pb_signup_provider" value="cmsmf"><input type="hidden" name="et_pb_signup_list_id" value="news">
    <input type="hidden" name="et_pb_signup_account_name" value="demo"><input type="hidden" name="et_pb_signup_checksum" value="abc">
  </form></div></div>`;

function mountWith(answer: unknown, { builder = false, classes = '', email = '' } = {}) {
  document.body.innerHTML = markup(classes);
  if (email) document.querySelector<HTMLInputElement>('input[name="et_pb_signup_email"]')!.value = email;
  const call = jest.fn().mockResolvedValue(answer);
  const ctx: ModuleContext = { ...testContext({ et_pb_custom: { subscription_failed: 'Check the fields.' } }), client: async () => ({ call }) as never, builder: { active: builder, type: builder ? 'fb' : null } };
  const module = document.querySelector('.et_pb_newsletter')!;
  newsletterModule.mount(module, ctx);
  document.querySelector('form')!.requestSubmit();
  return { call, module };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => delete (window as { etCore?: unknown }).etCore);

test('subscribes with the fields of §3 and shows the success message', async () => {
  const { call, module } = mountWith({ success: true });
  await settle();
  expect(call).toHaveBeenCalledWith(
    'et_pb_submit_subscribe_form',
    expect.objectContaining({ et_list_id: 'news', et_firstname: 'Ann', et_lastname: 'Lee', et_email: 'ann@example.com', et_provider: 'cmsmf', et_account: 'demo', et_checksum: 'abc', token: '' }),
    expect.anything(),
  );
  expect(module.querySelector<HTMLElement>('.et_pb_newsletter_success')!.hidden).toBe(false);
  expect(module.querySelector<HTMLElement>('.et_pb_newsletter_fields')!.hidden).toBe(true);
});

test('asks the captcha service for a token first when the module needs one', async () => {
  const interaction = jest.fn().mockResolvedValue('tok-1');
  (window as { etCore?: unknown }).etCore = { api: { spam: { recaptcha: { interaction } } } };
  const { call } = mountWith({ success: true }, { classes: 'et_pb_recaptcha_enabled' });
  await settle();
  await settle();
  expect(interaction).toHaveBeenCalledWith('Divi/Module/EmailOptin/List/news');
  expect(call.mock.calls[0]![1]).toMatchObject({ token: 'tok-1' });
});

test("shows the server's error, or subscription_failed for an empty answer", async () => {
  let { module } = mountWith({ error: 'Invalid email' });
  await settle();
  expect(module.querySelector('.et_pb_newsletter_error')!.textContent).toBe('Invalid email');
  ({ module } = mountWith({}));
  await settle();
  expect(module.querySelector('.et_pb_newsletter_error')!.textContent).toBe('Check the fields.');
  expect(module.querySelector<HTMLElement>('.et_pb_newsletter_success')!.hidden).toBe(true);
});

test('sends nothing in a builder mode', async () => {
  const { call } = mountWith({ success: true }, { builder: true });
  await settle();
  expect(call).not.toHaveBeenCalled();
});

test('refuses a bad address with the theme\'s message, which the field points to, and sends nothing', async () => {
  const { call, module } = mountWith({ success: true }, { email: 'ann@example' });
  await settle();
  expect(call).not.toHaveBeenCalled();
  const area = module.querySelector<HTMLElement>('.et_pb_newsletter_error')!;
  expect(area.hidden).toBe(false);
  expect([...area.children].map((child) => child.textContent)).toEqual(['Please, fix the following errors:', 'Invalid email']);
  const email = module.querySelector<HTMLInputElement>('input[name="et_pb_signup_email"]')!;
  expect(email.getAttribute('aria-describedby')).toBe(area.id);
  expect(email.getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(email);
});
