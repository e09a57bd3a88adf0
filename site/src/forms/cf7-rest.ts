/** WordPress's REST root, printed as the page global `wpcf7.api.root`. */
export const REST_ROOT = '/wp-json/';

/** CF7's namespace under the REST root (`wpcf7.api.namespace`). */
export const CF7_NAMESPACE = 'contact-form-7/v1';

/** CF7's REST feedback route (MARKUP-FACTS §2.5), as the site routes it. */
export const CF7_FEEDBACK_PATH = `${REST_ROOT}${CF7_NAMESPACE}/contact-forms/:id/feedback`;
