import { DEFAULT_AJAX_PATH, readAjaxUrl, readNonce, readNonces } from './ajax-endpoint';

describe('readAjaxUrl', () => {
  it('prefers the add-on global, then the builder global, then the CMS default', () => {
    expect(readAjaxUrl({ eacf7: { ajaxUrl: '/a.php' }, et_pb_custom: { ajaxurl: '/b.php' } })).toBe('/a.php');
    expect(readAjaxUrl({ et_pb_custom: { ajaxurl: '/b.php' } })).toBe('/b.php');
    expect(readAjaxUrl({})).toBe(DEFAULT_AJAX_PATH);
  });

  it('reads an empty or blank URL as absent, never as the current page', () => {
    expect(readAjaxUrl({ eacf7: { ajaxUrl: '' }, et_pb_custom: { ajaxurl: '/b.php' } })).toBe('/b.php');
    expect(readAjaxUrl({ eacf7: { ajaxUrl: '  ' } }, 'https://site.test/contact/?x=1')).toBe('https://site.test/wp-admin/admin-ajax.php');
    expect(readAjaxUrl({ eacf7: { ajaxUrl: '' }, et_pb_custom: { ajaxurl: '' } }, 'https://site.test/contact/')).toBe(
      'https://site.test/wp-admin/admin-ajax.php',
    );
  });

  it('resolves a relative URL against the page, and keeps an absolute one', () => {
    expect(readAjaxUrl({ eacf7: { ajaxUrl: '/blog/wp-admin/admin-ajax.php' } }, 'https://site.test/blog/post/')).toBe('https://site.test/blog/wp-admin/admin-ajax.php');
    expect(readAjaxUrl({ eacf7: { ajaxUrl: 'https://cms.test/wp-admin/admin-ajax.php' } }, 'https://site.test/')).toBe('https://cms.test/wp-admin/admin-ajax.php');
  });
});

describe('readNonce', () => {
  const globals = { eacf7: { nonce: 'n1' }, et_pb_custom: { et_frontend_nonce: 'n2', et_ab_log_nonce: 'n3' } };
  it('reads each kind from its global', () => {
    expect(readNonce(globals, 'eacf7')).toBe('n1');
    expect(readNonce(globals, 'et_frontend')).toBe('n2');
    expect(readNonce(globals, 'et_ab_log')).toBe('n3');
    expect(readNonces(globals)).toEqual({ eacf7: 'n1', et_frontend: 'n2', et_ab_log: 'n3' });
  });
  it('returns undefined for missing or blank nonces', () => {
    expect(readNonce({}, 'eacf7')).toBeUndefined();
    expect(readNonce({ et_pb_custom: { et_frontend_nonce: ' ' } }, 'et_frontend')).toBeUndefined();
    expect(readNonces({ eacf7: { nonce: '' } })).toEqual({});
  });
});
