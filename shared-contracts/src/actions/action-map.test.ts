import { ACTION_POLICIES } from './action-map';
import type { ActionName } from './action-map';
import { FORMS_ACTIONS } from './forms/index';
import { SHOP_ACTIONS } from './shop/index';
import { THEME_ACTIONS } from './theme/index';

const FORMS = Object.keys(FORMS_ACTIONS) as (keyof typeof FORMS_ACTIONS)[];
const THEME = Object.keys(THEME_ACTIONS) as (keyof typeof THEME_ACTIONS)[];
const SHOP = Object.keys(SHOP_ACTIONS) as (keyof typeof SHOP_ACTIONS)[];

describe('ACTION_POLICIES', () => {
  it('holds the add-on’s actions (forms-addon.md §7: 14), the page builder’s (theme-frontend.md §7: 3), the shop checkout’s (2) and our refresh and upload-removal actions', () => {
    expect(FORMS).toHaveLength(14);
    expect(THEME).toHaveLength(3);
    expect(SHOP).toEqual(['woocommerce_update_order_review', 'woocommerce_checkout']);
    expect(Object.keys(ACTION_POLICIES).sort()).toEqual(['cmsmf_refresh_nonce', 'cmsmf_remove_upload', ...FORMS, ...THEME, ...SHOP].sort());
  });

  it('gives the add-on actions the eacf7 nonce in `nonce`', () => {
    for (const action of FORMS) expect(ACTION_POLICIES[action].nonce).toEqual({ kind: 'eacf7', field: 'nonce' });
  });

  it('gives the theme actions their own nonces', () => {
    expect(ACTION_POLICIES.et_pb_update_stats_table.nonce).toEqual({ kind: 'et_ab_log', field: 'et_ab_log_nonce' });
    expect(ACTION_POLICIES.et_pb_submit_subscribe_form.nonce).toEqual({ kind: 'et_frontend', field: 'et_frontend_nonce' });
    expect(ACTION_POLICIES.et_pb_ab_get_subject_id.nonce).toEqual({ kind: 'et_frontend', field: 'et_frontend_nonce' });
    expect(ACTION_POLICIES.cmsmf_refresh_nonce.nonce).toBeNull();
    expect(ACTION_POLICIES.cmsmf_remove_upload.nonce).toEqual({ kind: 'eacf7', field: 'nonce' });
  });

  it('retries only calls without side effects', () => {
    const retryable = (Object.keys(ACTION_POLICIES) as ActionName[]).filter((name) => ACTION_POLICIES[name].retryable).sort();
    expect(retryable).toEqual(
      [
        'cmsmf_refresh_nonce',
        'coupon_check',
        'eacf7_conversational_fields_validation',
        'eacf7_fire_contact_form',
        'eacf7_get_save_progress',
        'eacf7_multistep_fields_validation',
        'eacf7_refresh_math_captcha',
        'et_pb_ab_get_subject_id',
        'woocommerce_update_order_review',
      ].sort(),
    );
  });

  it('sets explicit timeouts: long for uploads, ~15 s for validations', () => {
    for (const name of Object.keys(ACTION_POLICIES) as ActionName[]) expect(ACTION_POLICIES[name].timeoutMs).toBeGreaterThan(0);
    expect(ACTION_POLICIES.eacf7_upload_file.timeoutMs).toBe(120_000);
    expect(ACTION_POLICIES.eacf7_multistep_fields_validation.timeoutMs).toBe(15_000);
    expect(ACTION_POLICIES.eacf7_conversational_fields_validation.timeoutMs).toBe(15_000);
  });

  it('reads the theme actions as raw JSON and the rest as envelopes', () => {
    for (const action of THEME) expect(ACTION_POLICIES[action].answerFormat).toBe('json');
    for (const action of FORMS) expect(ACTION_POLICIES[action].answerFormat ?? 'envelope').toBe('envelope');
  });

  it('parses the refresh answer', () => {
    expect(ACTION_POLICIES.cmsmf_refresh_nonce.parseAnswer({ nonce: 'abc123' })).toEqual({ nonce: 'abc123' });
    expect(() => ACTION_POLICIES.cmsmf_refresh_nonce.parseAnswer({})).toThrow('cmsmf_refresh_nonce: nonce must be a string, got undefined');
  });
});
