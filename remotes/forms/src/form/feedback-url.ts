import type { Wpcf7Config } from '@cms-mf/shared-contracts';

/** Where WordPress serves its REST API when the page prints no `wpcf7.api.root`. */
export const DEFAULT_REST_ROOT = '/wp-json/';
export const DEFAULT_CF7_NAMESPACE = 'contact-form-7/v1';

/**
 * CF7's feedback endpoint for a form (MARKUP-FACTS §2.5):
 * `{api.root}{namespace}/contact-forms/{id}/feedback`. A root such as
 * `/?rest_route=/` (no pretty permalinks) joins the same way, the route
 * becoming part of its query.
 */
export function feedbackUrl(config: Wpcf7Config | undefined, formId: number): string {
  const root = config?.api?.root?.trim() || DEFAULT_REST_ROOT;
  const namespace = (config?.api?.namespace?.trim() || DEFAULT_CF7_NAMESPACE).replace(/^\/+|\/+$/g, '');
  const base = root.endsWith('/') ? root : `${root}/`;
  return `${base}${namespace}/contact-forms/${formId}/feedback`;
}
