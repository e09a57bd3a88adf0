/** @jest-environment jsdom */
import type { HtmlAnswer } from '@cms-mf/shared-contracts/client';
import { AB_LOG_EVENT, type AbLogEventDetail } from '../ab-goals/ab-log-event';
import { testContext } from '../test-support/test-context';
import { contactFormModule } from './contact-form-module';

// The page post is the network: double the HTML requester only, keep the real captcha requester.
const postHtmlForm = jest.fn<Promise<HtmlAnswer>, [string, FormData]>();
jest.mock('@cms-mf/shared-contracts/client', () => ({
  ...jest.requireActual('@cms-mf/shared-contracts/client'),
  createHtmlRequester: () => ({ postHtmlForm, getHtml: jest.fn() }),
}));

const form = (answerText = '') => `<div id="et_pb_contact_form_0" class="et_pb_module et_pb_contact_form_container CLASSES" data-form_unique_num="7" data-redirect_url="">
  <div class="et-pb-contact-message">${answerText}</div>
  <div class="et_pb_contact"><form class="et_pb_contact_form" method="post" action="http://localhost/contact/">
    <p class="et_pb_contact_field" data-id="name" data-type="input"><label class="et_pb_contact_form_label" for="n">Name</label><input id="n" name="et_pb_contact_name_7" data-required_mark="required" value="Ann"></p>
  </form></div></div>`;

function mount(classes = '') {
  document.body.innerHTML = form().replace('CLASSES', classes);
  const container = document.querySelector('.et_pb_contact_form_container')!;
  const goals: string[] = [];
  document.addEventListener(AB_LOG_EVENT, (event) => goals.push((event as CustomEvent<AbLogEventDetail>).detail.recordType));
  contactFormModule.mount(container, testContext());
  document.querySelector('form')!.requestSubmit();
  return { container, goals };
}
const answerPage = (inner: string) => ({ status: 200, url: 'http://localhost/contact/', body: `<html><body>${form(inner).replace('CLASSES', '')}</body></html>` });
const settled = (container: Element) =>
  new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      if (!container.hasAttribute('aria-busy')) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe(container, { attributes: true, attributeFilter: ['aria-busy'] });
  });

afterEach(() => {
  postHtmlForm.mockReset();
  delete (window as { etCore?: unknown }).etCore;
});

test('sends the captcha service token with the form when the module needs one', async () => {
  const interaction = jest.fn().mockResolvedValue('tok-7');
  (window as { etCore?: unknown }).etCore = { api: { spam: { recaptcha: { interaction } } } };
  postHtmlForm.mockResolvedValue(answerPage('<p>Thanks for contacting us</p>'));
  const { container } = mount('et_pb_recaptcha_enabled');
  await settled(container);
  expect(interaction).toHaveBeenCalledWith('Divi/Module/ContactForm/7');
  const body = postHtmlForm.mock.calls[0]![1];
  expect(body.get('token')).toBe('tok-7');
  expect(JSON.parse(String(body.get('et_pb_contact_email_fields_7')))).toEqual([expect.objectContaining({ field_id: 'et_pb_contact_name_7' })]);
});

test('sends no token when the module has no captcha service', async () => {
  postHtmlForm.mockResolvedValue(answerPage('<p>Thanks</p>'));
  const { container } = mount();
  await settled(container);
  expect(postHtmlForm.mock.calls[0]![1].has('token')).toBe(false);
});

test('a sent form logs the conversion goal; a refused one does not', async () => {
  postHtmlForm.mockResolvedValue(answerPage('<p>Thanks for contacting us</p>'));
  let { container, goals } = mount();
  await settled(container);
  expect(container.querySelector('.et-pb-contact-message')!.textContent).toBe('Thanks for contacting us');
  expect(goals).toEqual(['con_goal']);

  postHtmlForm.mockResolvedValue(answerPage('<p class="et_pb_contact_error_text">Please refresh the page</p>'));
  document.body.replaceChildren();
  ({ container, goals } = mount());
  await settled(container);
  expect(postHtmlForm).toHaveBeenCalledTimes(2);
  expect(goals).toEqual([]);
});
