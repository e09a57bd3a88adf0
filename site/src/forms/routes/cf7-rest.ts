/** WordPress's REST root, printed as the page global `wpcf7.api.root`. */
export const REST_ROOT = '/wp-json/';

/** CF7's namespace under the REST root (`wpcf7.api.namespace`). */
export const CF7_NAMESPACE = 'contact-form-7/v1';

/** CF7's REST feedback route (MARKUP-FACTS §2.5), as the site routes it. */
export const CF7_FEEDBACK_PATH = `${REST_ROOT}${CF7_NAMESPACE}/contact-forms/:id/feedback`;

/** CF7's refill route: fresh captcha and quiz data after a reset (`get_refill`). */
export const CF7_REFILL_PATH = `${REST_ROOT}${CF7_NAMESPACE}/contact-forms/:id/refill`;

/** CF7's SWV schema route, read by its script for client-side validation (`get_schema`). */
export const CF7_SCHEMA_PATH = `${REST_ROOT}${CF7_NAMESPACE}/contact-forms/:id/feedback/schema`;
