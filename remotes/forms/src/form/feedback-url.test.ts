import { feedbackUrl } from './feedback-url';

test.each([
  [undefined, '/wp-json/contact-form-7/v1/contact-forms/12/feedback'],
  [{ api: { root: 'https://example.test/wp-json/', namespace: 'contact-form-7/v1' } }, 'https://example.test/wp-json/contact-form-7/v1/contact-forms/12/feedback'],
  [{ api: { root: 'https://example.test/wp-json' } }, 'https://example.test/wp-json/contact-form-7/v1/contact-forms/12/feedback'],
  [{ api: { root: 'https://example.test/?rest_route=/', namespace: '/contact-form-7/v1/' } }, 'https://example.test/?rest_route=/contact-form-7/v1/contact-forms/12/feedback'],
  [{ api: { root: '  ' } }, '/wp-json/contact-form-7/v1/contact-forms/12/feedback'],
])('wpcf7 = %j -> %s', (config, url) => {
  expect(feedbackUrl(config, 12)).toBe(url);
});
