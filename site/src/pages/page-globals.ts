import { PER_FORM_GLOBAL_KINDS, perFormGlobalName } from '@cms-mf/shared-contracts/globals';
import type { PageGlobals } from '@cms-mf/shared-contracts/globals';
import { DEFAULT_AJAX_PATH } from '@cms-mf/shared-contracts/globals';
import type { BrowserServices } from '../ajax/action-context';
import type { Cms } from '../cms/load-cms';
import { CF7_NAMESPACE, REST_ROOT } from '../forms/routes/cf7-rest';
import { POPUP_SITE_SETTINGS } from '../forms/render/popup-site-settings';
import type { NonceService } from '../nonce/nonce-service';
import { globalDeclaration } from '../html/script-json';

/** The theme's localized texts (`et_pb_custom`, theme-frontend.md §8), in the CMS's English wording. */
export const ET_PB_TEXTS = {
  subscription_failed: 'Please, check the fields below to make sure you entered the correct information.',
  fill_message: 'Please, fill in the following fields:',
  contact_error_message: 'Please, fix the following errors:',
  invalid: 'Invalid email',
  captcha: 'Captcha',
  prev: 'Prev',
  previous: 'Previous',
  next: 'Next',
  wrong_captcha: 'You entered the wrong number in captcha.',
  wrong_checkbox: 'Checkbox',
} as const;

/** Seconds before an A/B `read_page` goal is logged (the theme's default bounce rate). */
const AB_BOUNCE_RATE_SECONDS = 5;

/** Form ids a page renders: `data-wpcf7-id="N"` on wrappers and the hidden `_wpcf7` input. */
export function formIdsIn(html: string): number[] {
  const ids = new Set<number>();
  for (const match of html.matchAll(/data-wpcf7-id="(\d{1,9})"/g)) ids.add(Number(match[1]));
  for (const match of html.matchAll(/<input\b[^>]*\bname="_wpcf7"[^>]*>/g)) {
    const value = /\bvalue="(\d{1,9})"/.exec(match[0]);
    if (value) ids.add(Number(value[1]));
  }
  return [...ids].sort((a, b) => a - b);
}

/**
 * The page globals of one page view: `wpcf7`, `eacf7` (with a fresh nonce),
 * `et_pb_custom` (nonces, texts, the page's split tests), `cmsmf_services`
 * (the external endpoints the browser calls: stand-ins or real services) and
 * the per-form globals of every form the page holds. `pageId` ties the page
 * to its tests; `isPro: false` renders the page of a site without the add-on's
 * pro licence (its pro fields stay server markup).
 */
export function pageGlobals(html: string, cms: Cms, nonces: NonceService, services: BrowserServices, pageId?: number, isPro = true): Record<string, unknown> {
  const tests = pageId === undefined ? [] : cms.abTests.filter((test) => test.post_id === pageId).map(({ post_id, test_id }) => ({ post_id, test_id }));
  const globals: PageGlobals & Record<string, unknown> = {
    wpcf7: { api: { root: REST_ROOT, namespace: CF7_NAMESPACE } },
    eacf7: { homeUrl: '/', ajaxUrl: DEFAULT_AJAX_PATH, pluginUrl: '/media/eacf7', nonce: nonces.mint('eacf7'), isPro, settings: POPUP_SITE_SETTINGS },
    et_pb_custom: {
      ajaxurl: DEFAULT_AJAX_PATH,
      images_uri: '/media',
      builder_images_uri: '/media',
      et_frontend_nonce: nonces.mint('et_frontend'),
      et_ab_log_nonce: nonces.mint('et_ab_log'),
      ...ET_PB_TEXTS,
      ignore_waypoints: 'no',
      is_divi_theme_used: '1',
      widget_search_selector: '.widget_search',
      ab_tests: tests,
      is_ab_testing_active: tests.length > 0,
      page_id: pageId ?? 0,
      ab_bounce_rate: AB_BOUNCE_RATE_SECONDS,
      // Subjects are fetched per visitor (`et_pb_ab_get_subject_id`): pages stay the same for everyone.
      is_cache_plugin_active: tests.length > 0 ? 'yes' : 'no',
    },
    cmsmf_services: services,
  };
  for (const id of formIdsIn(html)) {
    const form = cms.forms.get(id);
    if (!form || form.plugin !== 'cf7') continue;
    for (const kind of PER_FORM_GLOBAL_KINDS) {
      const setting = form.settings[kind];
      if (setting !== undefined) globals[perFormGlobalName(kind, id)] = setting;
    }
  }
  return globals;
}

/** The `<script>` that replaces `<!-- cms:globals -->`. */
export function globalsScript(globals: Record<string, unknown>): string {
  return `<script>\n${Object.entries(globals).map(([name, value]) => globalDeclaration(name, value)).join('\n')}\n</script>`;
}
