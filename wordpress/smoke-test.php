<?php
/**
 * The plugin's test. Where WordPress's files are on the machine (Debian's `wordpress` package puts
 * them in /usr/share/wordpress; WORDPRESS_DIR names another copy), it loads WordPress's own hooks
 * (wp-includes/plugin.php) and script loader (wp-includes/script-loader.php: WP_Scripts and the
 * script-tag functions) and checks what a page then prints: which files load, which page settings
 * stay, the shell's tag. Without them, a small stand-in of the script registry checks the plugin's
 * own decisions only, and says so. The few other WordPress functions the plugin calls (options,
 * escaping, nonces) are stubbed either way.
 *
 *   php wordpress/smoke-test.php     # prints "ok (…)" or the first failed check, exit code 1
 */

$wordpress = rtrim( (string) ( getenv( 'WORDPRESS_DIR' ) ?: '/usr/share/wordpress' ), '/' );
$real      = is_file( "$wordpress/wp-includes/script-loader.php" ) && is_file( "$wordpress/wp-includes/plugin.php" );

$GLOBALS['cms_mf_test'] = array( 'options' => array(), 'is_admin' => false );

if ( $real ) {
	define( 'ABSPATH', "$wordpress/" );
	define( 'WPINC', 'wp-includes' );
	require ABSPATH . WPINC . '/plugin.php';
	require ABSPATH . WPINC . '/script-loader.php';
} else {
	define( 'ABSPATH', __DIR__ );
	// The stand-in: hooks that run their callbacks, and a registry of handles (src, deps) and nothing more.
	$GLOBALS['cms_mf_test']['filters'] = array();
	function add_filter( $hook, $callback, $priority = 10, $accepted_args = 1 ) { $GLOBALS['cms_mf_test']['filters'][ $hook ][] = $callback; return true; }
	function add_action( $hook, $callback, $priority = 10, $accepted_args = 1 ) { return add_filter( $hook, $callback, $priority, $accepted_args ); }
	function apply_filters( $hook, $value, ...$args ) {
		foreach ( $GLOBALS['cms_mf_test']['filters'][ $hook ] ?? array() as $callback ) {
			$value = $callback( $value, ...$args );
		}
		return $value;
	}
	function remove_all_filters( $hook ) { unset( $GLOBALS['cms_mf_test']['filters'][ $hook ] ); return true; }
	function has_action( $hook, $callback ) { return in_array( $callback, $GLOBALS['cms_mf_test']['filters'][ $hook ] ?? array(), true ) ? 10 : false; }
	class Cms_Mf_Test_Scripts {
		public $registered = array();
		public function add( $handle, $src, $deps = array(), $ver = false, $args = null ) { $this->registered[ $handle ] = (object) array( 'handle' => $handle, 'src' => $src, 'deps' => $deps, 'extra' => array() ); return true; }
		public function localize( $handle, $name, $data ) { $this->registered[ $handle ]->extra['data'] = "var $name = " . json_encode( $data ) . ';'; return true; }
		public $queue = array();
		public function enqueue( $handles ) { $this->queue = array_merge( $this->queue, (array) $handles ); }
	}
	function wp_scripts() { return $GLOBALS['wp_scripts']; }
	function cms_mf_test_attributes( $attributes ) {
		$out = '';
		foreach ( $attributes as $name => $value ) {
			$out .= true === $value ? " $name" : sprintf( ' %s="%s"', $name, esc_attr( $value ) );
		}
		return $out;
	}
	function wp_print_script_tag( $attributes ) { echo '<script' . cms_mf_test_attributes( apply_filters( 'wp_script_attributes', $attributes ) ) . "></script>\n"; }
	function wp_print_inline_script_tag( $js, $attributes = array() ) { echo '<script' . cms_mf_test_attributes( apply_filters( 'wp_inline_script_attributes', $attributes, $js ) ) . ">$js</script>\n"; }
}

// What WordPress defines outside its hooks and script loader, reduced to what these checks need.
function get_option( $name, $default = false ) { return $GLOBALS['cms_mf_test']['options'][ $name ] ?? $default; }
function is_admin() { return $GLOBALS['cms_mf_test']['is_admin']; }
function current_theme_supports( $feature, ...$args ) { return 'html5' === $feature; }
function sanitize_key( $key ) { return preg_replace( '/[^a-z0-9_\-]/', '', strtolower( (string) $key ) ); }
function esc_url( $url ) { return (string) $url; }
function esc_url_raw( $url ) { return (string) $url; }
function esc_attr( $text ) { return htmlspecialchars( (string) $text, ENT_QUOTES ); }
function wp_unslash( $value ) { return $value; }
function wp_json_encode( $value, $flags = 0, $depth = 512 ) { return json_encode( $value, $flags, $depth ); }
function nocache_headers() {}
function wp_create_nonce( $action ) { return 'nonce-for-' . $action; }
class Cms_Mf_Test_Json_Sent extends Exception {}
function wp_send_json_success( $data ) { throw new Cms_Mf_Test_Json_Sent( json_encode( array( 'success' => true, 'data' => $data ) ) ); }
function wp_send_json_error( $data, $status ) { throw new Cms_Mf_Test_Json_Sent( $status . ' ' . json_encode( array( 'success' => false, 'data' => $data ) ) ); }

// Transients and HTTP: a store that forgets on reset_page(), and the shell's files as the test serves them.
function get_transient( $key ) { return $GLOBALS['cms_mf_test']['transients'][ $key ] ?? false; }
function set_transient( $key, $value, $ttl ) { $GLOBALS['cms_mf_test']['transients'][ $key ] = $value; return true; }
function wp_remote_get( $url, $args = array() ) {
	$GLOBALS['cms_mf_test']['fetched'][] = $url;
	return $GLOBALS['cms_mf_test']['served'][ $url ] ?? new WP_Error( 'http_request_failed', 'not served' );
}
if ( ! class_exists( 'WP_Error' ) ) {
	class WP_Error { public function __construct( $code = '', $message = '' ) {} }
}
function is_wp_error( $thing ) { return $thing instanceof WP_Error; }
function wp_remote_retrieve_response_code( $response ) { return $response['response']['code'] ?? ''; }
function wp_remote_retrieve_body( $response ) { return $response['body'] ?? ''; }
if ( ! function_exists( 'wp_script_is' ) ) {
	function wp_script_is( $handle, $status = 'enqueued' ) { return in_array( $handle, wp_scripts()->queue, true ); }
}

require __DIR__ . '/cms-mf-runtime.php';

function check( $condition, $what ) {
	if ( ! $condition ) {
		fwrite( STDERR, "failed: $what\n" );
		exit( 1 );
	}
}

const CMS_MF_TEST_SHELL = 'https://cdn.example.com/mf/shell/shell.js';

/** A page's scripts as the products register them: the add-on's and the theme's, with their page settings, and CF7's. */
function reset_page( $shell_url, $is_admin = false, $enqueue = array( 'eacf7-frontend', 'divi-custom-script', 'contact-form-7' ) ) {
	$GLOBALS['cms_mf_test']['options']  = '' === $shell_url ? array() : array( CMS_MF_RUNTIME_OPTION_SHELL_URL => $shell_url );
	$GLOBALS['cms_mf_test']['is_admin'] = $is_admin;
	$GLOBALS['cms_mf_test']['transients'] = array();
	$GLOBALS['cms_mf_test']['served']     = array();
	$GLOBALS['cms_mf_test']['fetched']    = array();
	remove_all_filters( 'cms_mf_runtime_enabled' );
	remove_all_filters( 'cms_mf_runtime_preload_hints' );
	remove_all_filters( 'wp_script_attributes' );
	$GLOBALS['wp_scripts'] = class_exists( 'WP_Scripts' ) ? new WP_Scripts() : new Cms_Mf_Test_Scripts();
	$scripts               = wp_scripts();
	$scripts->add( 'jquery', '/wp-includes/js/jquery/jquery.min.js', array(), null );
	$scripts->add( 'eacf7-frontend', '/wp-content/plugins/eacf7/assets/js/frontend.js', array( 'jquery' ), null );
	$scripts->localize( 'eacf7-frontend', 'eacf7', array( 'ajaxUrl' => '/wp-admin/admin-ajax.php', 'nonce' => 'abc123' ) );
	$scripts->add( 'divi-custom-script', '/wp-content/themes/Divi/js/scripts.min.js', array( 'jquery' ), null );
	$scripts->localize( 'divi-custom-script', 'et_pb_custom', array( 'ajaxurl' => '/wp-admin/admin-ajax.php' ) );
	$scripts->add( 'contact-form-7', '/wp-content/plugins/contact-form-7/includes/js/index.js', array(), null );
	$scripts->enqueue( $enqueue );
}

/** What the page prints: the shell in <head> (wp_head) and the scripts, each after the plugin's wp_print_scripts step. */
function render_page() {
	ob_start();
	cms_mf_runtime_print_preload_hints();
	cms_mf_runtime_print_shell();
	cms_mf_runtime_strip_replaced_scripts();
	if ( method_exists( wp_scripts(), 'do_items' ) ) {
		wp_scripts()->do_items();
	}
	return (string) ob_get_clean();
}

function src_of( $handle ) { return wp_scripts()->registered[ $handle ]->src; }
function loads( $html, $file ) { return false !== strpos( $html, $file ); }

// Not configured: nothing printed, nothing stripped.
reset_page( '' );
$html = render_page();
check( ! loads( $html, 'type="module"' ), "prints no shell without a shell URL: $html" );
check( false !== src_of( 'eacf7-frontend' ) && false !== src_of( 'divi-custom-script' ), 'keeps the scripts without a shell URL' );

// No shell URL, and a filter that ignores what it is given (the example the guide used to show):
// still nothing printed and nothing stripped, or the page would lose its scripts for nothing.
foreach ( array( 'a filter answering true' => function () { return true; }, 'the old guide example' => function () { return ! isset( $_GET['et_fb'] ); } ) as $what => $filter ) {
	reset_page( '' );
	add_filter( 'cms_mf_runtime_enabled', $filter );
	$html = render_page();
	check( ! loads( $html, 'type="module"' ), "$what prints no shell without a shell URL: $html" );
	check( false !== src_of( 'eacf7-frontend' ) && false !== src_of( 'divi-custom-script' ), "$what strips nothing without a shell URL" );
	if ( $real ) {
		check( loads( $html, 'frontend.js' ) && loads( $html, 'scripts.min.js' ), "$what: the products' files still load: $html" );
	}
}

// Configured: the replaced handles lose their files and dependencies, keep their page settings; others stay.
reset_page( CMS_MF_TEST_SHELL );
$html = render_page();
check( false === src_of( 'eacf7-frontend' ) && array() === wp_scripts()->registered['eacf7-frontend']->deps, 'strips eacf7-frontend' );
check( false === src_of( 'divi-custom-script' ), 'strips divi-custom-script' );
check( false !== src_of( 'contact-form-7' ), 'keeps contact-form-7' );
if ( $real ) {
	check( ! loads( $html, 'frontend.js' ) && ! loads( $html, 'scripts.min.js' ), "the replaced files do not load: $html" );
	check( ! loads( $html, 'jquery.min.js' ), "jQuery does not load when only replaced scripts needed it: $html" );
	check( loads( $html, 'var eacf7 = {"ajaxUrl":"\/wp-admin\/admin-ajax.php","nonce":"abc123"};' ) && loads( $html, 'var et_pb_custom = ' ), "the page settings stay: $html" );
	check( loads( $html, 'contact-form-7/includes/js/index.js' ), "other scripts load: $html" );
}

// The tag: a module script, data-cfasync before src, the optimisation plugins' attributes.
$tag = trim( strtok( $html, "\n" ) );
check( 1 === preg_match( '/^<script data-cfasync="false" type="module" src="https:\/\/cdn.example.com\/mf\/shell\/shell.js" id="cms-mf-shell" data-no-optimize="1" data-no-defer="1" data-no-minify="1" nowprocket(="nowprocket")?><\/script>$/', $tag ), "the shell's tag: $tag" );

// A CSP plugin's nonce, added with WordPress's own filter, reaches the shell's tag.
reset_page( CMS_MF_TEST_SHELL );
add_filter( 'wp_script_attributes', function ( $attributes ) { return $attributes + array( 'nonce' => 'n0nce' ); } );
check( loads( render_page(), ' nonce="n0nce"' ), 'the shell tag takes the CSP nonce from wp_script_attributes' );

// Settings: window.cmsmf only when set, as JSON that cannot end the script.
reset_page( CMS_MF_TEST_SHELL );
$GLOBALS['cms_mf_test']['options'][ CMS_MF_RUNTIME_OPTION_POINTER_URL ] = 'https://cdn.example.com/mf/remotes.json?</script>';
$GLOBALS['cms_mf_test']['options'][ CMS_MF_RUNTIME_OPTION_DEBUG ]       = true;
$html = render_page();
check( loads( $html, 'window.cmsmf = {"pointerUrl":"https:\/\/cdn.example.com\/mf\/remotes.json?\u003C\/script\u003E","debug":true};' ), "prints the shell settings, escaped: $html" );

// The guide's example filter: off inside the builder's editor, on elsewhere.
add_filter( 'cms_mf_runtime_enabled', fn( $enabled ) => $enabled && ! isset( $_GET['et_fb'] ) );
$_GET = array( 'et_fb' => '1' );
check( ! cms_mf_runtime_enabled(), "the guide's filter turns the runtime off in the builder" );
$_GET = array();
check( cms_mf_runtime_enabled(), "the guide's filter leaves it on elsewhere" );
$GLOBALS['cms_mf_test']['is_admin'] = true;
check( ! cms_mf_runtime_enabled(), "the guide's filter keeps it off in the admin" );

// A custom handle list replaces the defaults.
reset_page( CMS_MF_TEST_SHELL );
$GLOBALS['cms_mf_test']['options'][ CMS_MF_RUNTIME_OPTION_HANDLES ] = 'contact-form-7, Not A Handle!';
render_page();
check( false === src_of( 'contact-form-7' ) && false !== src_of( 'eacf7-frontend' ), 'uses the saved handle list' );
check( 'contact-form-7,notahandle' === cms_mf_runtime_sanitize_handles( 'contact-form-7, Not A Handle!' ), 'sanitises handle lists' );

// In the admin, nothing.
reset_page( CMS_MF_TEST_SHELL, true );
$html = render_page();
check( false !== src_of( 'eacf7-frontend' ) && ! loads( $html, 'type="module"' ), 'leaves the admin alone' );


// Preload hints: the shell's runtime chunk (from the shell's manifest) and the pointer, before the shell's tag.
const CMS_MF_TEST_MANIFEST = 'https://cdn.example.com/mf/shell/shell-manifest.json';
function serve_manifest( $body, $code = 200 ) { $GLOBALS['cms_mf_test']['served'][ CMS_MF_TEST_MANIFEST ] = array( 'response' => array( 'code' => $code ), 'body' => $body ); }
reset_page( CMS_MF_TEST_SHELL );
serve_manifest( '{"runtime":"shell-runtime.8dad513f.js","loader":"remote-loader.3e56ce3a.js"}' );
$lines = explode( "\n", render_page() );
check( '<link rel="modulepreload" href="https://cdn.example.com/mf/shell/shell-runtime.8dad513f.js">' === $lines[0], 'hints the runtime chunk the manifest names: ' . $lines[0] );
check( '<link rel="preload" as="fetch" href="https://cdn.example.com/mf/remotes.json" crossorigin>' === $lines[1], 'hints the pointer beside the shell folder: ' . $lines[1] );
check( 0 === strpos( $lines[2], '<script data-cfasync="false" type="module"' ), 'the shell tag comes after its hints: ' . $lines[2] );
render_page();
check( array( CMS_MF_TEST_MANIFEST ) === $GLOBALS['cms_mf_test']['fetched'], 'reads the manifest once, then from the transient' );

// The pointer the settings name; the nonce a CSP plugin gives script tags.
reset_page( CMS_MF_TEST_SHELL );
serve_manifest( '{"runtime":"shell-runtime.8dad513f.js"}' );
$GLOBALS['cms_mf_test']['options'][ CMS_MF_RUNTIME_OPTION_POINTER_URL ] = 'https://releases.example.com/remotes.json';
add_filter( 'wp_script_attributes', function ( $attributes ) { return $attributes + array( 'nonce' => 'n0nce' ); } );
$html = render_page();
check( loads( $html, '<link rel="modulepreload" href="https://cdn.example.com/mf/shell/shell-runtime.8dad513f.js" nonce="n0nce">' ), "the runtime hint carries the CSP nonce: $html" );
check( loads( $html, '<link rel="preload" as="fetch" href="https://releases.example.com/remotes.json" crossorigin>' ), "hints the pointer the settings name: $html" );

// The folder arithmetic, as the shell resolves its default pointer: the host is never a folder.
check( 'https://cdn.example.com/remotes.json' === cms_mf_runtime_beside( 'https://cdn.example.com/shell.js', '../remotes.json' ), 'a shell at the root: the pointer beside it' );
check( 'https://cdn.example.com/mf/remotes.json' === cms_mf_runtime_beside( 'https://cdn.example.com/mf/shell/shell.js?v=2#x', '../remotes.json' ), 'a query or fragment is no folder' );
check( '/mf/shell/shell-manifest.json' === cms_mf_runtime_beside( '/mf/shell/shell.js', 'shell-manifest.json' ), 'a root-relative shell URL stays one' );

// No hint on a page without the products' scripts, without a readable manifest, or for a file name no shell build writes.
reset_page( CMS_MF_TEST_SHELL, false, array( 'contact-form-7' ) );
serve_manifest( '{"runtime":"shell-runtime.8dad513f.js"}' );
check( ! loads( render_page(), '<link' ), 'no hint on a page without what the runtime enhances' );
check( array() === $GLOBALS['cms_mf_test']['fetched'], 'reads no manifest for a page without modules' );
foreach ( array( 'not served' => null, 'a 404' => array( '{"runtime":"shell-runtime.8dad513f.js"}', 404 ), 'not JSON' => array( '<html>', 200 ), 'a path out of the folder' => array( '{"runtime":"../../evil.8dad513f.js"}', 200 ), 'markup in the name' => array( '{"runtime":"a\\"><script>.8dad513f.js"}', 200 ) ) as $what => $served ) {
	reset_page( CMS_MF_TEST_SHELL );
	if ( $served ) {
		serve_manifest( $served[0], $served[1] );
	}
	$html = render_page();
	check( ! loads( $html, '<link' ) && loads( $html, 'type="module"' ), "$what: no hint, the shell still loads: $html" );
}
reset_page( CMS_MF_TEST_SHELL );
serve_manifest( '{"runtime":"shell-runtime.8dad513f.js"}' );
add_filter( 'cms_mf_runtime_preload_hints', fn() => false );
check( ! loads( render_page(), '<link' ), 'a filter turns the hints off' );

// The nonce refresh: one fresh nonce per kind, 400 for anything else.
function refresh( $kind ) {
	$_POST = array( 'kind' => $kind );
	try {
		cms_mf_runtime_refresh_nonce();
	} catch ( Cms_Mf_Test_Json_Sent $sent ) {
		return $sent->getMessage();
	}
	return 'no answer';
}
check( '{"success":true,"data":{"nonce":"nonce-for-eacf7"}}' === refresh( 'eacf7' ), 'refreshes the add-on nonce' );
check( '{"success":true,"data":{"nonce":"nonce-for-et_frontend_nonce"}}' === refresh( 'et_frontend' ), 'refreshes the builder nonce' );
check( '{"success":true,"data":{"nonce":"nonce-for-et_ab_log_nonce"}}' === refresh( 'et_ab_log' ), 'refreshes the split-test nonce' );
check( 0 === strpos( refresh( 'admin' ), '400 ' ), 'refuses other kinds' );
check( false !== has_action( 'wp_ajax_nopriv_cmsmf_refresh_nonce', 'cms_mf_runtime_refresh_nonce' ), 'answers visitors' );

echo $real ? "ok (with WordPress's script loader from $wordpress)\n" : "ok (without WordPress: its script loader was not found at $wordpress, so a stand-in registry was used; set WORDPRESS_DIR to a WordPress copy to check what pages print)\n";
