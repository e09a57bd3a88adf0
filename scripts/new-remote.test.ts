import { checkDeclaration } from '@cms-mf/shared-contracts/registry/module-declaration';
import { checkNewRemoteName, NAME_PLACEHOLDER, readTemplate, remoteFiles } from './new-remote-files';

describe('checkNewRemoteName', () => {
  test('takes a remote name no remote holds', () => {
    expect(checkNewRemoteName('consent', ['forms', 'gallery'])).toEqual({ ok: true, name: 'consent' });
    expect(checkNewRemoteName('a-2', [])).toEqual({ ok: true, name: 'a-2' });
  });

  test.each(['', 'Consent', '2fa', '-x', 'a_b', 'a/b', '..', 'a'.repeat(32), 'constructor', NAME_PLACEHOLDER])('refuses "%s", which is not a remote name', (name) => {
    const check = checkNewRemoteName(name, []);
    expect(check.ok).toBe(false);
  });

  test('says how to name one when none is given', () => {
    expect(checkNewRemoteName(undefined, [])).toEqual({ ok: false, reason: expect.stringContaining('npm run new-remote -- <name>') });
  });

  test('refuses the name of an existing remote', () => {
    expect(checkNewRemoteName('gallery', ['forms', 'gallery'])).toEqual({ ok: false, reason: 'a remote named "gallery" exists already' });
  });
});

describe('remoteFiles', () => {
  const files = remoteFiles('consent', readTemplate());
  const text = (file: string) => files.find((candidate) => candidate.path === file)?.text ?? '';

  test('writes a package, its build, ./health, one module with its test, and a demo page', () => {
    expect(files.map((file) => file.path)).toEqual([
      'demo/index.html',
      'package.json',
      'rspack.config.ts',
      'src/health.ts',
      'src/hello/hello.test.ts',
      'src/hello/hello.ts',
      'src/hello/index.ts',
      'src/modules.ts',
    ]);
  });

  test('names the remote everywhere and leaves no placeholder', () => {
    for (const file of files) expect(file.text).not.toContain(NAME_PLACEHOLDER);
    expect(JSON.parse(text('package.json'))).toEqual({
      name: '@cms-mf/remote-consent',
      version: '0.1.0',
      private: true,
      type: 'module',
      scripts: { build: 'rspack build -c rspack.config.ts' },
      dependencies: { '@cms-mf/shared-contracts': '0.1.0' },
    });
    expect(text('rspack.config.ts')).toContain("name: 'consent'");
    expect(text('src/health.ts')).toContain("createRemoteHealth('consent')");
    expect(text('src/hello/hello.ts')).toContain("GREETING = 'Hello from the consent remote");
  });

  test('exposes ./health and ./hello, and declares ./hello on .consent-hello, loaded when visible', () => {
    expect(text('rspack.config.ts')).toContain("exposes: { './health': './src/health.ts', './hello': './src/hello/index.ts' }");
    expect(text('src/modules.ts')).toContain("{ selector: '.consent-hello', expose: './hello', load: 'visible' }");
    expect(checkDeclaration({ selector: '.consent-hello', expose: './hello', load: 'visible' }).ok).toBe(true);
  });

  test('the demo page carries the module markup, its attribute and the shell', () => {
    const page = text('demo/index.html');
    expect(page).toContain('<div class="consent-hello" data-cmsmf-module="consent/hello">');
    expect(page).toContain('<script type="module" src="/mf/shell/shell.js"></script>');
    expect(page).toContain('<!-- cms:shell-preload -->');
  });
});
