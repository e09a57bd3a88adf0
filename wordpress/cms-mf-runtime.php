<?php
/**
 * Plugin Name:       CMS micro-frontends runtime
 * Description:       Loads the micro-frontends shell on every page, keeps the page settings and nonces the form add-on and the page builder print, stops their jQuery-era scripts, and answers the runtime's nonce refresh.
 * Version:           0.1.0
 * Requires at least: 5.7
 * Requires PHP:      7.4
 *
 * One file: copy it to wp-content/plugins/ (or wp-content/mu-plugins/) and activate it, then set the
 * shell's URL under Settings → Micro-frontends (or define CMS_MF_RUNTIME_SHELL_URL in wp-config.php).
 * See docs/wordpress.md in the runtime's repository. Handles marked "assumed" below were not read
 * from the products' source: check them on your site (docs/wordpress.md says how).
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** Option names (one array option would be fine too; separate ones read better in wp_options). */
const CMS_MF_RUNTIME_OPTION_SHELL_URL   = 'cms_mf_runtime_shell_url';
const CMS_MF_RUNTIME_OPTION_POINTER_URL = 'cms_mf_runtime_pointer_url';
const CMS_MF_RUNTIME_OPTION_HANDLES     = 'cms_mf_runtime_replaced_handles';
const CMS_MF_RUNTIME_OPTION_DEBUG       = 'cms_mf_runtime_debug';

/**
 * Script handles whose files the runtime replaces. Their page settings and inline scripts are kept
 * (see cms_mf_runtime_strip_replaced_scripts()); only the files stop loading.
 *
 * @return string[]
 */
function cms_mf_runtime_default_handles() {
	return array(
		'eacf7-frontend',                  // The form add-on's frontend.js; `eacf7` is localized on it (read from its Enqueue.php).
		'et-builder-modules-script-motion', // The page builder's scroll effects; `et_pb_motion_elements` is localized on it (read from its source).
		'et-builder-modules-script-sticky', // The page builder's sticky modules; `et_pb_sticky_elements` is localized on it (read from its source).
		'divi-custom-script',              // Assumed: the theme's combined scripts.min.js, which carries `et_pb_custom`.
	);
}

/** The handles to strip: the option's list, or the defaults; filterable. */
function cms_mf_runtime_handles() {
	$saved   = get_option( CMS_MF_RUNTIME_OPTION_HANDLES, '' );
	$handles = '' === trim( (string) $saved ) ? cms_mf_runtime_default_handles() : array_filter( array_map( 'sanitize_key', explode( ',', (string) $saved ) ) );
	/**
	 * Filters the script handles whose files the runtime replaces.
	 *
	 * @param string[] $handles Handles; their localized data and inline scripts are still printed.
	 */
	return (array) apply_filters( 'cms_mf_runtime_replaced_handles', $handles );
}

/** The shell's URL: the constant, else the option; '' when not configured (then nothing is printed). */
function cms_mf_runtime_shell_url() {
	if ( defined( 'CMS_MF_RUNTIME_SHELL_URL' ) ) {
		return (string) CMS_MF_RUNTIME_SHELL_URL;
	}
	return (string) get_option( CMS_MF_RUNTIME_OPTION_SHELL_URL, '' );
}

/**
 * Whether this request runs the runtime: a front-end page with the shell configured; filterable per
 * request. Without a shell URL the answer is no whatever a filter says: there would be no shell to
 * print, and stripping the products' scripts would leave the page with nothing running it.
 */
function cms_mf_runtime_enabled() {
	if ( '' === cms_mf_runtime_shell_url() ) {
		return false;
	}
	/**
	 * Filters whether this request prints the shell and strips the replaced scripts, e.g. to keep the
	 * products' own scripts inside a page builder's editor:
	 * `add_filter( 'cms_mf_runtime_enabled', fn( $enabled ) => $enabled && ! isset( $_GET['et_fb'] ) );`.
	 * Keep `$enabled` in the answer: it is false in the admin. Not called without a shell URL.
	 *
	 * @param bool $enabled Whether the runtime runs on this request: true on a front-end page.
	 */
	return (bool) apply_filters( 'cms_mf_runtime_enabled', ! is_admin() );
}

/**
 * Turns each replaced handle into an alias without a file: WordPress then still prints the handle's
 * localized data (`var eacf7 = …`, `var et_pb_custom = …`) and its inline scripts, but no <script src>.
 * Dequeuing would lose those page settings, which the runtime reads. Dependencies are cleared so that
 * jQuery loads only if something else still needs it.
 */
function cms_mf_runtime_strip_replaced_scripts() {
	if ( ! cms_mf_runtime_enabled() ) {
		return; // Without the runtime, the products' own scripts keep working.
	}
	$scripts = wp_scripts();
	foreach ( cms_mf_runtime_handles() as $handle ) {
		if ( isset( $scripts->registered[ $handle ] ) ) {
			$scripts->registered[ $handle ]->src  = false;
			$scripts->registered[ $handle ]->deps = array();
		}
	}
}
// Head scripts, and scripts the page builder enqueues while it renders the content (printed in the footer).
add_action( 'wp_print_scripts', 'cms_mf_runtime_strip_replaced_scripts', 1 );
add_action( 'wp_print_footer_scripts', 'cms_mf_runtime_strip_replaced_scripts', 1 );

/**
 * Prints the shell's one script tag in <head>: a module script is deferred, so it runs once the page is
 * parsed, after the page settings printed in the footer. Printed through wp_print_script_tag(), so a CSP
 * plugin that adds nonces with the `wp_script_attributes` filter adds one here too.
 */
function cms_mf_runtime_print_shell() {
	if ( ! cms_mf_runtime_enabled() ) {
		return;
	}
	$url      = cms_mf_runtime_shell_url();
	$settings = array();
	$pointer  = (string) get_option( CMS_MF_RUNTIME_OPTION_POINTER_URL, '' );
	if ( '' !== $pointer ) {
		$settings['pointerUrl'] = esc_url_raw( $pointer );
	}
	if ( get_option( CMS_MF_RUNTIME_OPTION_DEBUG ) ) {
		$settings['debug'] = true;
	}
	if ( $settings ) {
		wp_print_inline_script_tag( 'window.cmsmf = ' . wp_json_encode( $settings, JSON_HEX_TAG | JSON_HEX_AMP ) . ';', array( 'id' => 'cms-mf-settings' ) );
	}
	// data-cfasync comes before src, where Cloudflare's Rocket Loader looks for it; the others keep
	// WP Rocket, LiteSpeed Cache and similar plugins from delaying, deferring or minifying the shell.
	$attributes = array(
		'data-cfasync'     => 'false',
		'type'             => 'module',
		'src'              => esc_url( $url ),
		'id'               => 'cms-mf-shell',
		'data-no-optimize' => '1',
		'data-no-defer'    => '1',
		'data-no-minify'   => '1',
		'nowprocket'       => true,
	);
	/**
	 * Filters the attributes of the shell's script tag.
	 *
	 * @param array $attributes Attribute => value; `true` prints the bare attribute.
	 */
	wp_print_script_tag( (array) apply_filters( 'cms_mf_runtime_script_attributes', $attributes ) );
}
add_action( 'wp_head', 'cms_mf_runtime_print_shell', 20 );

/** How long the shell's manifest is kept between reads, in seconds: a shell release reaches the hints within this time. */
const CMS_MF_RUNTIME_MANIFEST_TTL = 300;
/** A chunk file name as a shell build writes it, nothing that could leave its folder (parseShellManifest in shell/src/shell-manifest.ts). */
const CMS_MF_RUNTIME_CHUNK_FILE = '/^[A-Za-z0-9_-]+\.[0-9a-f]{6,}\.js$/';

/**
 * A URL in the folder of `$url` (`shell-manifest.json` beside `…/shell/shell.js`); `../x` names `x` one
 * folder up, as the shell resolves its default pointer (`new URL('../remotes.json', shell URL)`): never
 * above the site's root, and the host is never taken for a folder.
 */
function cms_mf_runtime_beside( $url, $file ) {
	preg_match( '#^((?:[a-z][a-z0-9+.\-]*:)?//[^/]*)?([^?\#]*)#i', (string) $url, $parts );
	$origin = $parts[1] ?? '';
	$path   = $parts[2] ?? '';
	$folder = false === strrpos( $path, '/' ) ? '/' : substr( $path, 0, strrpos( $path, '/' ) + 1 );
	if ( 0 === strpos( $file, '../' ) ) {
		$folder = preg_replace( '#[^/]+/$#', '', $folder );
		$file   = substr( $file, 3 );
	}
	return $origin . $folder . $file;
}

/**
 * The runtime chunk's file name from the shell's manifest (shell-manifest.json beside shell.js), read
 * over HTTP and kept in a transient; '' when it cannot be read or is not one a shell build writes (then
 * no hint names a file that may not exist).
 */
function cms_mf_runtime_manifest_runtime() {
	$url    = cms_mf_runtime_beside( cms_mf_runtime_shell_url(), 'shell-manifest.json' );
	$key    = 'cms_mf_manifest_' . md5( $url );
	$cached = get_transient( $key );
	if ( is_array( $cached ) && isset( $cached['runtime'] ) ) {
		return (string) $cached['runtime'];
	}
	$runtime  = '';
	$response = wp_remote_get( $url, array( 'timeout' => 2 ) );
	if ( ! is_wp_error( $response ) && 200 === (int) wp_remote_retrieve_response_code( $response ) ) {
		$manifest = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( is_array( $manifest ) && is_string( $manifest['runtime'] ?? null ) && preg_match( CMS_MF_RUNTIME_CHUNK_FILE, $manifest['runtime'] ) ) {
			$runtime = $manifest['runtime'];
		}
	}
	set_transient( $key, array( 'runtime' => $runtime ), CMS_MF_RUNTIME_MANIFEST_TTL );
	return $runtime;
}

/**
 * Whether this page holds what the runtime enhances: one of the scripts it replaces was enqueued here,
 * so the products' own code would have run on this page.
 */
function cms_mf_runtime_page_has_modules() {
	foreach ( cms_mf_runtime_handles() as $handle ) {
		if ( wp_script_is( $handle, 'enqueued' ) ) {
			return true;
		}
	}
	return false;
}

/**
 * Prints, before the shell's tag, the hints that let the browser fetch the shell's runtime chunk and
 * the release pointer beside shell.js instead of after it (one round trip less before a module loads),
 * as the reference site does (site/src/pages/shell-preload.ts): only on a page that holds modules (a
 * page without pays for shell.js alone), with the nonce a CSP plugin gives script tags, and nothing when
 * the shell's manifest cannot be read. The module hints the reference site adds need the page's markup
 * and the live pointer, which this plugin does not read.
 */
function cms_mf_runtime_print_preload_hints() {
	if ( ! cms_mf_runtime_enabled() || ! cms_mf_runtime_page_has_modules() ) {
		return;
	}
	/**
	 * Filters whether the shell's preload hints are printed on this page.
	 *
	 * @param bool $print True on a page that holds modules.
	 */
	if ( ! apply_filters( 'cms_mf_runtime_preload_hints', true ) ) {
		return;
	}
	$runtime = cms_mf_runtime_manifest_runtime();
	if ( '' === $runtime ) {
		return;
	}
	$shell   = cms_mf_runtime_shell_url();
	$pointer = (string) get_option( CMS_MF_RUNTIME_OPTION_POINTER_URL, '' );
	$pointer = '' === $pointer ? cms_mf_runtime_beside( $shell, '../remotes.json' ) : $pointer;
	// The nonce a CSP plugin adds to script tags: a module preload is a script fetch, which script-src rules.
	$script = (array) apply_filters( 'wp_script_attributes', array( 'type' => 'module', 'src' => $shell ) );
	$nonce  = isset( $script['nonce'] ) && is_string( $script['nonce'] ) ? sprintf( ' nonce="%s"', esc_attr( $script['nonce'] ) ) : '';
	printf( "<link rel=\"modulepreload\" href=\"%s\"%s>\n", esc_url( cms_mf_runtime_beside( $shell, $runtime ) ), $nonce );
	printf( "<link rel=\"preload\" as=\"fetch\" href=\"%s\" crossorigin>\n", esc_url( $pointer ) );
}
add_action( 'wp_head', 'cms_mf_runtime_print_preload_hints', 19 );

/**
 * `cmsmf_refresh_nonce`: a fresh nonce of one kind, for pages kept in a cache longer than their
 * nonces live. It carries no nonce itself (it is how an expired one is replaced) and changes nothing.
 * The nonce action names: `eacf7` is the form add-on's (read from its source); `et_frontend_nonce` and
 * `et_ab_log_nonce` are assumed to be the page builder's action names, as its settings keys are.
 */
function cms_mf_runtime_refresh_nonce() {
	nocache_headers();
	$actions = array(
		'eacf7'       => 'eacf7',
		'et_frontend' => 'et_frontend_nonce',
		'et_ab_log'   => 'et_ab_log_nonce',
	);
	$kind = isset( $_POST['kind'] ) ? sanitize_key( wp_unslash( $_POST['kind'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- this action mints nonces.
	if ( ! isset( $actions[ $kind ] ) ) {
		wp_send_json_error( 'unknown nonce kind', 400 );
	}
	wp_send_json_success( array( 'nonce' => wp_create_nonce( $actions[ $kind ] ) ) );
}
add_action( 'wp_ajax_cmsmf_refresh_nonce', 'cms_mf_runtime_refresh_nonce' );
add_action( 'wp_ajax_nopriv_cmsmf_refresh_nonce', 'cms_mf_runtime_refresh_nonce' );

/** Settings → Micro-frontends. */
function cms_mf_runtime_register_settings() {
	register_setting( 'cms_mf_runtime', CMS_MF_RUNTIME_OPTION_SHELL_URL, array( 'type' => 'string', 'sanitize_callback' => 'esc_url_raw', 'default' => '' ) );
	register_setting( 'cms_mf_runtime', CMS_MF_RUNTIME_OPTION_POINTER_URL, array( 'type' => 'string', 'sanitize_callback' => 'esc_url_raw', 'default' => '' ) );
	register_setting( 'cms_mf_runtime', CMS_MF_RUNTIME_OPTION_HANDLES, array( 'type' => 'string', 'sanitize_callback' => 'cms_mf_runtime_sanitize_handles', 'default' => '' ) );
	register_setting( 'cms_mf_runtime', CMS_MF_RUNTIME_OPTION_DEBUG, array( 'type' => 'boolean', 'sanitize_callback' => 'rest_sanitize_boolean', 'default' => false ) );
}
add_action( 'admin_init', 'cms_mf_runtime_register_settings' );

/** A comma-separated list of script handles, each reduced to the characters a handle may hold. */
function cms_mf_runtime_sanitize_handles( $value ) {
	return implode( ',', array_filter( array_map( 'sanitize_key', explode( ',', (string) $value ) ) ) );
}

function cms_mf_runtime_admin_menu() {
	add_options_page( 'Micro-frontends runtime', 'Micro-frontends', 'manage_options', 'cms-mf-runtime', 'cms_mf_runtime_settings_page' );
}
add_action( 'admin_menu', 'cms_mf_runtime_admin_menu' );

function cms_mf_runtime_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$fixed = defined( 'CMS_MF_RUNTIME_SHELL_URL' );
	?>
	<div class="wrap">
		<h1>Micro-frontends runtime</h1>
		<form method="post" action="options.php">
			<?php settings_fields( 'cms_mf_runtime' ); ?>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><label for="cms-mf-shell-url">Shell URL</label></th>
					<td>
						<input type="url" class="regular-text code" id="cms-mf-shell-url" name="<?php echo esc_attr( CMS_MF_RUNTIME_OPTION_SHELL_URL ); ?>" value="<?php echo esc_attr( cms_mf_runtime_shell_url() ); ?>" placeholder="https://cdn.example.com/mf/shell/shell.js" <?php disabled( $fixed ); ?>>
						<p class="description"><?php echo $fixed ? 'Set by CMS_MF_RUNTIME_SHELL_URL in wp-config.php.' : 'Empty: nothing is printed and the plugins\' own scripts stay.'; ?></p>
					</td>
				</tr>
				<tr>
					<th scope="row"><label for="cms-mf-pointer-url">Release pointer URL</label></th>
					<td>
						<input type="url" class="regular-text code" id="cms-mf-pointer-url" name="<?php echo esc_attr( CMS_MF_RUNTIME_OPTION_POINTER_URL ); ?>" value="<?php echo esc_attr( (string) get_option( CMS_MF_RUNTIME_OPTION_POINTER_URL, '' ) ); ?>" placeholder="(remotes.json in the folder above the shell's)">
					</td>
				</tr>
				<tr>
					<th scope="row"><label for="cms-mf-handles">Replaced script handles</label></th>
					<td>
						<input type="text" class="large-text code" id="cms-mf-handles" name="<?php echo esc_attr( CMS_MF_RUNTIME_OPTION_HANDLES ); ?>" value="<?php echo esc_attr( (string) get_option( CMS_MF_RUNTIME_OPTION_HANDLES, '' ) ); ?>" placeholder="<?php echo esc_attr( implode( ',', cms_mf_runtime_default_handles() ) ); ?>">
						<p class="description">Comma-separated. Their files stop loading; their page settings stay. Empty: the defaults shown.</p>
					</td>
				</tr>
				<tr>
					<th scope="row">Debug</th>
					<td><label><input type="checkbox" name="<?php echo esc_attr( CMS_MF_RUNTIME_OPTION_DEBUG ); ?>" value="1" <?php checked( (bool) get_option( CMS_MF_RUNTIME_OPTION_DEBUG ) ); ?>> Print the modules' debug lines in the browser console</label></td>
				</tr>
			</table>
			<?php submit_button(); ?>
		</form>
	</div>
	<?php
}
