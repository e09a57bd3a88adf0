/**
 * Extensions a server, a browser or a desktop could execute or render as a
 * page. They are refused in every upload, anywhere in the name (so
 * `shell.php.jpg` fails), whatever a field's config allows; the catalogue
 * loader also refuses a field that lists one.
 */
export const DANGEROUS_EXTENSIONS: ReadonlySet<string> = new Set([
  // PHP and its handler aliases (Apache maps any of them to PHP).
  'php', 'php2', 'php3', 'php4', 'php5', 'php6', 'php7', 'php8', 'phps', 'pht', 'phtm', 'phtml', 'phar', 'inc',
  // Other server-side scripts and server config.
  'cgi', 'pl', 'py', 'rb', 'sh', 'bash', 'asp', 'aspx', 'asa', 'asax', 'ascx', 'ashx', 'asmx', 'cer', 'cfm', 'cfml', 'jsp', 'jspx', 'shtml', 'htaccess', 'htpasswd', 'ini', 'user',
  // Pages and scripts a browser runs.
  'html', 'htm', 'xhtml', 'xht', 'mht', 'mhtml', 'js', 'mjs', 'hta', 'xml', 'xsl', 'svgz',
  // Desktop executables.
  'exe', 'com', 'bat', 'cmd', 'msi', 'scr', 'vbs', 'vbe', 'jar', 'ps1', 'dll', 'lnk', 'reg',
]);

export function isDangerousExtension(extension: string): boolean {
  return DANGEROUS_EXTENSIONS.has(extension.toLowerCase());
}
