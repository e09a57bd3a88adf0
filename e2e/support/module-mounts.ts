import path from 'node:path';
import type { Page } from '@playwright/test';
import type { RegistryEntry } from '@cms-mf/shared-contracts/registry/module-registry';
import { workspaceRegistry } from '@cms-mf/release/workspace-remotes';

/** Every module the workspace's remotes declare, as the shell's registry holds them. */
export const registry: Promise<RegistryEntry[]> = workspaceRegistry(path.resolve(__dirname, '../..'));
/** Whether a module mounts without the visitor doing anything (media-query modules follow their query). */
export const mountsUnasked = (entry: RegistryEntry): boolean => !entry.global && !entry.load.startsWith('media:');

/**
 * Brings every part of the page into view once, as a visitor scrolling through does, so the modules
 * that load on sight mount, and returns to the top.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await frame();
    }
    scrollTo(0, 0);
    await frame();
  });
}

/** The rendered elements a module of `entries` should have mounted on and has not, as `remote/module on <tag.class>`. */
export async function unmounted(page: Page, entries: readonly RegistryEntry[]): Promise<string[]> {
  const wanted = entries.map((entry) => ({ selector: entry.selector, name: `${entry.remote}/${entry.expose.replace(/^\.\//, '')}` }));
  return page.evaluate((list) => {
    const missing: string[] = [];
    for (const { selector, name } of list) {
      for (const el of document.querySelectorAll(selector)) {
        if (el.getClientRects().length === 0) continue;
        const mountedNames = (el.getAttribute('data-cmsmf-mounted') ?? '').split(' ');
        if (!mountedNames.includes(name)) missing.push(`${name} on ${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
      }
    }
    return missing;
  }, wanted);
}

