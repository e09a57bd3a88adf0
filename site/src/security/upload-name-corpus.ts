/**
 * File names made to trick an upload check (the probe corpus): server
 * scripts behind a second extension, case and handler aliases, trailing dots
 * and spaces, NTFS streams, control, bidi and zero-width characters, path
 * separators, percent-encoding and hidden files. Every one must be refused
 * by `eacf7_upload_file`, by the script-less post and by the name rules; a
 * new trick found in a probe joins this list.
 */
export const DANGEROUS_UPLOAD_NAMES: readonly string[] = [
  'shell.php', 'shell.php.pdf', 'shell.PhP5.pdf', 'shell.phtml', 'shell.phar', 'shell.pht.txt', 'shell.php .pdf', 'shell.php%00.pdf',
  'shell.php\u0000.pdf', 'shell.pdf.', 'shell.pdf ', 'shell.pdf-', 'shell.php::$DATA', 'shell.php:.pdf', '.htaccess', '..htaccess', 'x.htaccess',
  '../../site-secret.key', '..\\..\\x.pdf', 'dir/x.pdf', 'invoice\u202Efdp.php', 'invoice\u202Etxt.exe', 'photo\u200B.php', 'a\r\n.pdf',
  'page.html', 'page.svgz', 'script.js', 'x.exe', 'x.bat', 'x.jsp.txt', 'x.asp;.pdf', 'x%2ephp', '', '.pdf', 'x'.repeat(300) + '.pdf',
];
