<?php
/**
 * A smoke test of cms-mf-runtime.php without WordPress: the few WordPress functions it calls are
 * stubbed here, so this checks the plugin's own logic (which handles it strips, the tag it prints,
 * the nonce refresh's answers), not its integration with a real WordPress.
 *
 *   php wordpress/smoke-test.php     # prints "ok" or the first failed check, exit code 1
 */

define( 'ABSPATH', __DIR__ );

$GLOBALS['cms_mf_test'] = array( 'options' => array(), 'actions' => array(), 'output' => '', 'is_admin' => false );

function add_action( $hook, $callback, $priority = 10 ) { $GLOBALS['cms_mf_test']['actions'][ $hook ][] = $callback; }
function apply_filters( $hook, $value ) { return $value; }
function get_option( $name, $default = false ) { return $GLOBALS['cms_mf_test']['options'][ $name ] ?? $default; }
function is_admin() { return $GLOBALS['cms_mf_test']['is_admin']; }
function sanitize_key( $key ) { return preg_replace( '/[^a-z0-9_\-]/', '', strtolower( (string) $key ) ); }
function esc_url( $url ) { return (string) $url; }
function esc_url_raw( $url ) { return (string) $url; }
function esc_attr( $text ) { return htmlspecialchars( (string) $text, ENT_QUOTES ); }
function wp_unslash( $value ) { return $value; }
function wp_json_encode( $value, $flags = 0 ) { return json_encode( $value, $flags ); }
function nocache_headers() {}
function wp_create_nonce( $action ) { return 'nonce-for-' . $action; }
function wp_scripts() { return $GLOBALS['cms_mf_test']['scripts']; }
function cms_mf_test_attributes( $attributes ) {
	$out = '';
	foreach ( $attributes as $name => $value ) {
		$out .= true === $value ? " $name" : sprintf( ' %s="%s"', $name, esc_attr( $value ) );
	}
	return $out;
}
function wp_print_script_tag( $attributes ) { $GLOBALS['cms_mf_test']['output'] .= '<script' . cms_mf_test_attributes( $attributes ) . "></script>\n"; }
function wp_print_inline_script_tag( $js, $attributes = array() ) { $GLOBALS['cms_mf_test']['output'] .= '<script' . cms_mf_test_attributes( $attributes ) . ">$js</script>\n"; }
class Cms_Mf_Test_Json_Sent extends Exception {}
function wp_send_json_success( $data ) { $GLOBALS['cms_mf_test']['output'] = json_encode( array( 'success' => true, 'data' => $data ) ); throw new Cms_Mf_Test_Json_Sent(); }
function wp_send_json_error( $data, $status ) { $GLOBALS['cms_mf_test']['output'] = $status . ' ' . json_encode( array( 'success' => false, 'data' => $data ) ); throw new Cms_Mf_Test_Json_Sent(); }

require __DIR__ . '/cms-mf-runtime.php';

function check( $condition, $what ) {
	if ( ! $condition ) {
		fwrite( STDERR, "failed: $what\n" );
		exit( 1 );
	}
}
function registered( $src, $deps ) { return (object) array( 'src' => $src, 'deps' => $deps ); }
function reset_scripts() {
	$GLOBALS['cms_mf_test']['scripts'] = (object) array(
		'registered' => array(
			'eacf7-frontend'   => registered( '/wp-content/plugins/eacf7/assets/js/frontend.js', array( 'jquery', 'wp-util' ) ),
			'contact-form-7'   => registered( '/wp-content/plugins/contact-form-7/includes/js/index.js', array( 'swv' ) ),
			'divi-custom-script' => registered( '/wp-content/themes/Divi/js/scripts.min.js', array( 'jquery' ) ),
		),
	);
}
function refresh( $kind ) {
	$_POST = array( 'kind' => $kind );
	try {
		cms_mf_runtime_refresh_nonce();
	} catch ( Cms_Mf_Test_Json_Sent $sent ) {
		return $GLOBALS['cms_mf_test']['output'];
	}
	return 'no answer';
}

// Not configured: nothing printed, nothing stripped.
reset_scripts();
cms_mf_runtime_strip_replaced_scripts();
cms_mf_runtime_print_shell();
check( '' === $GLOBALS['cms_mf_test']['output'], 'prints nothing without a shell URL' );
check( false !== wp_scripts()->registered['eacf7-frontend']->src, 'keeps the scripts without a shell URL' );

// Configured: the replaced handles lose their files and dependencies, others stay.
$GLOBALS['cms_mf_test']['options'][ CMS_MF_RUNTIME_OPTION_SHELL_URL ] = 'https://cdn.example.com/mf/shell/shell.js';
cms_mf_runtime_strip_replaced_scripts();
check( false === wp_scripts()->registered['eacf7-frontend']->src && array() === wp_scripts()->registered['eacf7-frontend']->deps, 'strips eacf7-frontend' );
check( false === wp_scripts()->registered['divi-custom-script']->src, 'strips divi-custom-script' );
check( false !== wp_scripts()->registered['contact-form-7']->src, 'keeps contact-form-7' );

// The tag: a module script, data-cfasync before src, the optimisation plugins' attributes.
cms_mf_runtime_print_shell();
$tag = $GLOBALS['cms_mf_test']['output'];
check( 1 === preg_match( '/^<script data-cfasync="false" type="module" src="https:\/\/cdn.example.com\/mf\/shell\/shell.js" id="cms-mf-shell" data-no-optimize="1" data-no-defer="1" data-no-minify="1" nowprocket><\/script>$/', trim( $tag ) ), "the shell's tag: $tag" );

// Settings: window.cmsmf only when set, as JSON that cannot end the script.
$GLOBALS['cms_mf_test']['output'] = '';
$GLOBALS['cms_mf_test']['options'][ CMS_MF_RUNTIME_OPTION_POINTER_URL ] = 'https://cdn.example.com/mf/remotes.json?</script>';
$GLOBALS['cms_mf_test']['options'][ CMS_MF_RUNTIME_OPTION_DEBUG ] = true;
cms_mf_runtime_print_shell();
check( false !== strpos( $GLOBALS['cms_mf_test']['output'], 'window.cmsmf = {"pointerUrl":"https:\/\/cdn.example.com\/mf\/remotes.json?\u003C\/script\u003E","debug":true};' ), 'prints the shell settings, escaped: ' . $GLOBALS['cms_mf_test']['output'] );

// A custom handle list replaces the defaults.
reset_scripts();
$GLOBALS['cms_mf_test']['options'][ CMS_MF_RUNTIME_OPTION_HANDLES ] = 'contact-form-7, Not A Handle!';
cms_mf_runtime_strip_replaced_scripts();
check( false === wp_scripts()->registered['contact-form-7']->src && false !== wp_scripts()->registered['eacf7-frontend']->src, 'uses the saved handle list' );
check( 'contact-form-7,notahandle' === cms_mf_runtime_sanitize_handles( 'contact-form-7, Not A Handle!' ), 'sanitises handle lists' );

// In the admin, nothing.
reset_scripts();
$GLOBALS['cms_mf_test']['options'][ CMS_MF_RUNTIME_OPTION_HANDLES ] = '';
$GLOBALS['cms_mf_test']['is_admin'] = true;
cms_mf_runtime_strip_replaced_scripts();
check( false !== wp_scripts()->registered['eacf7-frontend']->src, 'leaves the admin alone' );
$GLOBALS['cms_mf_test']['is_admin'] = false;

// The nonce refresh: one fresh nonce per kind, 400 for anything else.
check( '{"success":true,"data":{"nonce":"nonce-for-eacf7"}}' === refresh( 'eacf7' ), 'refreshes the add-on nonce' );
check( '{"success":true,"data":{"nonce":"nonce-for-et_frontend_nonce"}}' === refresh( 'et_frontend' ), 'refreshes the builder nonce' );
check( '{"success":true,"data":{"nonce":"nonce-for-et_ab_log_nonce"}}' === refresh( 'et_ab_log' ), 'refreshes the split-test nonce' );
check( 0 === strpos( refresh( 'admin' ), '400 ' ), 'refuses other kinds' );
check( in_array( 'cms_mf_runtime_refresh_nonce', $GLOBALS['cms_mf_test']['actions']['wp_ajax_nopriv_cmsmf_refresh_nonce'], true ), 'answers visitors' );

echo "ok\n";
