import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { containerName } from '@cms-mf/shared-contracts';
import { MODULES_FILE, type ModuleDeclaration } from '@cms-mf/shared-contracts/registry/module-declaration';

/**
 * A remote build written by hand, as small as the shell accepts: a container whose modules
 * mark their element with `data-<remote>-<module>="<label>"`, each module in a chunk of its own
 * that the container loads when asked (as a bundler's lazy chunks do, relative to the entry), its
 * manifest and its declarations. For the release tests: a new module, a new remote, a page that
 * outlives a prune, without a bundler run per case.
 */
export function handRemote(remote: string, label: string, modules: readonly ModuleDeclaration[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), `${remote}-${label}-`));
  mkdirSync(dir, { recursive: true });
  const name = containerName(remote);
  const chunks = modules.map((m) => m.expose.slice(2));
  writeFileSync(
    path.join(dir, 'remoteEntry.js'),
    `// Hand-written container ${remote} ${label} (e2e/support/hand-remote.ts).
// A property of the global object, not a \`var\`: the shell deletes it before loading another version.
window[${JSON.stringify(name)}] = (function () {
  var base = document.currentScript ? document.currentScript.src : '';
  var chunks = ${JSON.stringify(chunks)};
  var policy = window.trustedTypes && (window.__handPolicy || (window.__handPolicy = trustedTypes.createPolicy(${JSON.stringify(name)}, { createScriptURL: function (u) { return u; } })));
  function chunk(file) {
    return new Promise(function (resolve, reject) {
      var script = document.createElement('script');
      var url = new URL(file, base).href;
      script.src = policy ? policy.createScriptURL(url) : url;
      script.onload = function () { resolve(); };
      script.onerror = function () { reject(new Error('chunk ' + file + ' did not load')); };
      document.head.appendChild(script);
    });
  }
  return {
    init: function () {},
    get: function (expose) {
      if (expose === './health') return Promise.resolve(function () { return { default: { remote: ${JSON.stringify(remote)}, buildLabel: ${JSON.stringify(label)} } }; });
      var module = expose.slice(2);
      if (chunks.indexOf(module) < 0) return Promise.reject(new Error('not exposed: ' + expose));
      return chunk(module + '.js').then(function () {
        return function () {
          return { default: { mount: function (el) {
            el.setAttribute('data-' + ${JSON.stringify(remote)} + '-' + module, ${JSON.stringify(label)});
            return function () { el.removeAttribute('data-' + ${JSON.stringify(remote)} + '-' + module); };
          } } };
        };
      });
    },
  };
})();
`,
  );
  for (const module of chunks) writeFileSync(path.join(dir, `${module}.js`), `/* ${remote} ${label} ${module} */\n`);
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ exposes: ['./health', ...modules.map((m) => m.expose)].map((p) => ({ path: p })) }));
  writeFileSync(path.join(dir, MODULES_FILE), JSON.stringify({ modules }));
  return dir;
}
