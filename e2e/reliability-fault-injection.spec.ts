import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { PublishedVersion } from '@cms-mf/shared-contracts/release/release-pointer';
import { makeMountThrow, startSiteProcess, type SiteProcess } from '@cms-mf/test-support';
import { expect, mounted, test } from './fixtures';
import { freshReleases, readPointer, releaseTool, writePointer, type PointerJson, PROCESS_SETUP_TIMEOUT_MS } from './support/releases';

/**
 * Fault injection, per remote that has a demo page, on the real
 * builds (shell-failure-isolation.spec.ts does the same with a hand-written
 * forms fixture, release-version-skew.spec.ts the pruned version seen by a
 * page already open): the remote's entry answers 404 or 500, is slow within
 * the time budget or past it, does not match its integrity hash, throws while
 * evaluating, asks for a shared singleton at a version nobody provides, or
 * names a version whose folder was pruned, or loads well but one exposed
 * module's own mount throws. Each time the rest of the page works and the
 * console names the remote once (none for a slow entry inside the budget or a
 * singleton the page can still satisfy).
 */
test.describe.configure({ mode: 'serial' });

const REMOTES = ['forms', 'payments', 'gallery', 'theme', 'shop'] as const;
type Remote = (typeof REMOTES)[number];

interface DemoCase {
  readonly page: string;
  /** Shows intent everywhere, so modules on every trigger load. */
  readonly wake?: (page: Page) => Promise<void>;
  /** Proves the rest of the page works; `remoteRuns` says whether the remote itself came up (a fallback, a slow entry). */
  readonly restWorks: (page: Page, remoteRuns: boolean) => Promise<void>;
}

const mountedBy = (page: Page, remote: string) => page.locator(`[data-cmsmf-mounted*="${remote}/"]`);

const DEMOS: Record<Remote, DemoCase> = {
  forms: {
    page: '/demo/payments.html',
    async restWorks(page) {
      await expect(page.locator('.eacf7-payment')).toHaveAttribute('data-cmsmf-mounted', /payments\/payment/);
      await page.getByLabel('Your name').fill('Ada');
      await expect(page.getByLabel('Your name')).toHaveValue('Ada');
    },
  },
  payments: {
    page: '/demo/payments.html',
    async restWorks(page) {
      await expect(page.locator('.wpcf7')).toHaveAttribute('data-cmsmf-mounted', /forms\/form/);
    },
  },
  gallery: {
    page: '/demo/gallery.html',
    async restWorks(page, remoteRuns) {
      await page.locator('.eacf7-gallery-item').first().click();
      if (remoteRuns) {
        await expect(page.getByRole('dialog')).toBeVisible();
        return;
      }
      // Without the lightbox, an item is a plain link to its full image.
      await expect(page).toHaveURL(/\/media\/harbour\.svg$/);
    },
  },
  theme: {
    page: '/demo/theme.html',
    async restWorks(page) {
      const email = page.locator('.et_pb_newsletter').getByLabel('Email');
      await email.fill('ann@example.com');
      await expect(email).toHaveValue('ann@example.com');
    },
  },
  shop: {
    page: '/demo/shop.html',
    async restWorks(page) {
      await expect(page.locator('.wpcf7').first()).toHaveAttribute('data-cmsmf-mounted', /forms\/form/);
    },
  },
};

let site: SiteProcess;
let releasesDir: string;
let basePointer: PointerJson;
const good = {} as Record<Remote, PublishedVersion>;
const throwsAtEvaluation = {} as Record<Remote, PublishedVersion>;
const wantsPreact99 = {} as Record<Remote, PublishedVersion>;
const pruned = {} as Record<Remote, PublishedVersion>;
const throwsInMount = {} as Record<Remote, PublishedVersion>;

/** Publishes a copy of the remote's good build with its entry rewritten; the release tool hashes it, so only the rewrite can fail. */
function publishPatched(remote: Remote, patch: (entry: string) => string): PublishedVersion {
  return publishRewritten(remote, (dir) => {
    const entry = path.join(dir, 'remoteEntry.js');
    writeFileSync(entry, patch(readFileSync(entry, 'utf8')));
  });
}

/** Publishes a copy of the remote's good build after `rewrite` changed its version folder. */
function publishRewritten(remote: Remote, rewrite: (dir: string) => void): PublishedVersion {
  const dir = mkdtempSync(path.join(tmpdir(), `fault-${remote}-`));
  cpSync(path.join(releasesDir, path.dirname(good[remote].entry)), dir, { recursive: true });
  rewrite(dir);
  releaseTool(releasesDir, 'publish', remote, '--from', dir);
  rmSync(dir, { recursive: true, force: true });
  return readPointer(releasesDir).remotes[remote]!.history.at(-1)!;
}

test.beforeAll(async () => {
  test.setTimeout(PROCESS_SETUP_TIMEOUT_MS);
  releasesDir = freshReleases([...REMOTES]);
  for (const remote of REMOTES) good[remote] = readPointer(releasesDir).remotes[remote]!.history.at(-1)!;
  for (const remote of REMOTES) {
    throwsAtEvaluation[remote] = publishPatched(remote, (entry) => `throw new Error('fault injection: ${remote} throws while evaluating');\n${entry}`);
    // Every preact singleton this remote consumes now wants a major version that does not exist.
    wantsPreact99[remote] = publishPatched(remote, (entry) => entry.replaceAll('requiredVersion:"^11.', 'requiredVersion:"^99.'));
    // A later build whose folder a prune removed after the pointer was written.
    pruned[remote] = publishPatched(remote, (entry) => `${entry}\n/* a later build */\n`);
    rmSync(path.join(releasesDir, path.dirname(pruned[remote].entry)), { recursive: true, force: true });
    // The real build, entry and integrity included, with one exposed module's own mount throwing.
    const { expose } = MOUNT_FAULTS[remote];
    throwsInMount[remote] = publishRewritten(remote, (dir) => makeMountThrow(dir, expose, `fault injection: ${remote} ${expose} throws in mount`));
  }
  for (const remote of REMOTES) expect(wantsPreact99[remote].version).not.toBe(good[remote].version);
  basePointer = readPointer(releasesDir);
  for (const remote of REMOTES) basePointer.remotes[remote] = { active: good[remote].version, history: [good[remote]] };
  site = await startSiteProcess({ RELEASES_DIR: releasesDir });
});

test.afterAll(async () => {
  await site?.stop();
  if (releasesDir) rmSync(releasesDir, { recursive: true, force: true });
});

function usePointer(remote: Remote, active: string, history: PublishedVersion[]): void {
  writePointer(releasesDir, { ...basePointer, remotes: { ...basePointer.remotes, [remote]: { active, history } } });
}

const shellErrors = (errors: string[]) => errors.filter((error) => error.startsWith('[cmsmf'));

async function open(page: Page, remote: Remote): Promise<void> {
  // Not until the load event: an entry never answered holds it back for good once the shell has asked for it
  // before the page finished loading (as it does on idle, the remote loader being hinted), which no budget changes.
  await page.goto(`${site.url}${DEMOS[remote].page}`, { waitUntil: 'domcontentloaded' });
  // Intent and scrolling wake every trigger (interaction, visible, idle).
  await page.mouse.move(200, 200);
  await page.mouse.wheel(0, 4000);
  await page.mouse.wheel(0, -4000);
}

interface Fault {
  readonly name: string;
  /** Sets the pointer and routes; answers the version the error must name, or null when no error is due. */
  readonly arm: (page: Page, remote: Remote) => Promise<{ readonly version: string; readonly runs?: string } | null>;
}

const entryOf = (remote: Remote) => `**/mf/remotes/${remote}/**/remoteEntry.js`;

const FAULTS: readonly Fault[] = [
  {
    name: 'entry 404',
    async arm(page, remote) {
      usePointer(remote, good[remote].version, [good[remote]]);
      await page.route(entryOf(remote), (route) => route.fulfill({ status: 404, body: 'Not found' }));
      return { version: good[remote].version };
    },
  },
  {
    name: 'entry 500',
    async arm(page, remote) {
      usePointer(remote, good[remote].version, [good[remote]]);
      await page.route(entryOf(remote), (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
      return { version: good[remote].version };
    },
  },
  {
    name: 'entry slow, inside the time budget',
    async arm(page, remote) {
      usePointer(remote, good[remote].version, [good[remote]]);
      await page.route(entryOf(remote), async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1200));
        await route.continue();
      });
      return null;
    },
  },
  {
    name: 'entry slow, past the time budget',
    async arm(page, remote) {
      usePointer(remote, good[remote].version, [good[remote]]);
      // Never answered: the shell's budget (8 s by default) runs out.
      await page.route(entryOf(remote), () => undefined);
      return { version: good[remote].version };
    },
  },
  {
    name: 'integrity mismatch',
    async arm(page, remote) {
      usePointer(remote, good[remote].version, [good[remote]]);
      await page.route(entryOf(remote), async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: `${await response.text()}\n;/* changed in transit */` });
      });
      return { version: good[remote].version };
    },
  },
  {
    name: 'throws while evaluating',
    async arm(_page, remote) {
      usePointer(remote, throwsAtEvaluation[remote].version, [throwsAtEvaluation[remote]]);
      return { version: throwsAtEvaluation[remote].version };
    },
  },
  {
    name: 'pruned version, with a good one in its history',
    async arm(_page, remote) {
      usePointer(remote, pruned[remote].version, [good[remote], pruned[remote]]);
      return { version: pruned[remote].version, runs: good[remote].version };
    },
  },
];

for (const remote of REMOTES) {
  for (const fault of FAULTS) {
    test(`${remote}, ${fault.name}: the rest of ${DEMOS[remote].page} works; one console error names ${remote} when it fails`, async ({ page, consoleErrors }) => {
      if (fault.name.includes('past the time budget')) test.slow();
      const expected = await fault.arm(page, remote);
      await open(page, remote);
      const remoteRuns = !expected || expected.runs !== undefined;
      if (expected) {
        await expect.poll(() => shellErrors(consoleErrors), { timeout: 20_000 }).toHaveLength(1);
        expect(shellErrors(consoleErrors)[0]).toContain(`remote "${remote}" version "${expected.version}"`);
        if (expected.runs) expect(shellErrors(consoleErrors)[0]).toContain(`running version "${expected.runs}" instead`);
      }
      if (remoteRuns) await expect(mountedBy(page, remote).first()).toBeAttached({ timeout: 15_000 });
      else await expect(mountedBy(page, remote)).toHaveCount(0);
      await DEMOS[remote].restWorks(page, remoteRuns);
      expect(shellErrors(consoleErrors)).toHaveLength(expected ? 1 : 0);
      expect(consoleErrors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
    });
  }

  test(`${remote}, a shared singleton at a version nobody provides: the rest of ${DEMOS[remote].page} works, at most one error, naming ${remote}`, async ({ page, consoleErrors }) => {
    usePointer(remote, wantsPreact99[remote].version, [wantsPreact99[remote]]);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await open(page, remote);
    // Either the remote runs on the page's preact (loaded-first, with a warning), or it is refused once.
    await expect.poll(async () => (await mountedBy(page, remote).count()) > 0 || shellErrors(consoleErrors).length > 0, { timeout: 20_000 }).toBe(true);
    await DEMOS[remote].restWorks(page, (await mountedBy(page, remote).count()) > 0);
    const errors = shellErrors(consoleErrors);
    expect(errors.length).toBeLessThanOrEqual(1);
    for (const error of errors) expect(error).toContain(`remote "${remote}"`);
    expect(consoleErrors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
  });
}

/**
 * Throws in mount: the remote loads, and one exposed module's own mount throws
 * (the real build, its entry and integrity as published, rewritten by
 * test-support's makeMountThrow). The module stays server markup on every
 * element it matches, a click held while it loaded goes through to that markup,
 * the remote's other modules and the other remotes mount, and one error per
 * page view names the remote, its version and the module.
 */
interface MountFault {
  readonly page: string;
  /** The module whose mount throws. */
  readonly expose: string;
  /** Uses the page from its first paint, while the module loads and fails: other modules work, nothing typed is lost. */
  readonly use: (page: Page) => Promise<void>;
  /** Then sends what the broken module would have enhanced, as its server markup does (a new page view). */
  readonly send?: (page: Page) => Promise<void>;
}

/** A date the booking calendar offers: some weeks ahead. */
const futureDate = (): string => new Date(Date.now() + 40 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const contactForm = (page: Page) => page.locator('#wpcf7-f1-o1 form');
const newsletter = (page: Page) => page.locator('.et_pb_newsletter');
const boatTour = (page: Page) => page.locator('form.cart[data-product_id="501"]');

const MOUNT_FAULTS: Record<Remote, MountFault> = {
  forms: {
    page: '/demo/contact.html',
    expose: './form',
    async use(page) {
      const form = contactForm(page);
      await form.getByLabel('Your name').fill('Ada Lovelace');
      await form.getByLabel('Your email').fill('ada@example.com');
      await form.getByLabel('Your message').fill('Sent while the form module is broken.');
      // The same remote's uploader, in the same form, mounts.
      await form.locator('.eacf7-uploader').first().hover();
      await mounted(form.locator('.eacf7-uploader').first(), 'forms/upload');
      await expect(form.getByLabel('Your name')).toHaveValue('Ada Lovelace');
    },
    async send(page) {
      // Send posts the form as CF7 does without scripts, and the server answers on the page.
      await contactForm(page).locator('input[type=submit]').click();
      await expect(contactForm(page)).toHaveAttribute('data-status', 'sent');
      await expect(contactForm(page).locator('.wpcf7-response-output')).toHaveText('Thank you for your message. It has been sent.');
    },
  },
  payments: {
    page: '/demo/payments.html',
    expose: './payment',
    async use(page) {
      await page.getByLabel('Your name').fill('Ada Lovelace');
      await page.getByLabel('Your email').fill(`mount-fault-${Date.now()}@example.com`);
      await page.getByRole('spinbutton', { name: 'Quantity' }).fill('1');
      await mounted(page.locator('.wpcf7'), 'forms/form');
      // The other remote's form sends, through its own script.
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.locator('form.wpcf7-form')).toHaveAttribute('data-status', 'sent');
    },
  },
  gallery: {
    page: '/demo/gallery.html',
    expose: './lightbox',
    async use(page) {
      // The first click loads the lightbox and is held; once its mount has thrown, the click goes to the link.
      await page.locator('.eacf7-gallery-item').first().click();
      await expect(page).toHaveURL(/\/media\/harbour\.svg$/);
    },
  },
  theme: {
    page: '/demo/theme.html',
    expose: './newsletter',
    async use(page) {
      const module = newsletter(page);
      await module.getByLabel('First Name').fill('Ann');
      await module.getByLabel('Last Name').fill('Lee');
      await module.getByLabel('Email').fill(`mount-fault-${Date.now()}@example.com`);
      // Another module of the same remote.
      await mounted(page.locator('#tour-tabs'), 'theme/tabs');
      await expect(module.getByLabel('First Name')).toHaveValue('Ann');
    },
    async send(page) {
      // Subscribe posts the module's plain form, and the page comes back with the result.
      await newsletter(page).getByRole('button', { name: 'Subscribe' }).click();
      await expect(newsletter(page).locator('.et_pb_newsletter_success')).toBeVisible();
    },
  },
  shop: {
    page: '/demo/shop.html',
    expose: './add-to-cart',
    async use(page) {
      await boatTour(page).getByLabel('Date').fill(futureDate());
      // A module of another remote, and another module of the same remote.
      await page.locator('.wpcf7').first().hover();
      await mounted(page.locator('.wpcf7').first(), 'forms/form');
      await page.locator('.comment-form-rating').scrollIntoViewIfNeeded();
      await mounted(page.locator('.comment-form-rating'), 'shop/review-rating');
    },
    async send(page) {
      // The product's add-to-cart form is the shop's plain add-to-cart link.
      await boatTour(page).getByRole('button', { name: 'Add to cart' }).click();
      await page.waitForURL(/\/demo\/checkout\.html$/);
      await expect(page.locator('#order_review .cart_item .product-name')).toContainText('Harbour boat tour');
    },
  },
};

const mountedAs = (page: Page, remote: Remote, expose: string) => page.locator(`[data-cmsmf-mounted~="${remote}/${expose.slice(2)}"]`);

for (const remote of REMOTES) {
  const fault = MOUNT_FAULTS[remote];
  test(`${remote}, ${fault.expose} throws in mount: the rest of ${fault.page} works; one console error names ${remote}`, async ({ page, consoleErrors }) => {
    usePointer(remote, throwsInMount[remote].version, [throwsInMount[remote]]);
    const { version } = throwsInMount[remote];
    await page.goto(`${site.url}${fault.page}`);
    await fault.use(page);
    await expect.poll(() => shellErrors(consoleErrors), { timeout: 20_000 }).toHaveLength(1);
    expect(shellErrors(consoleErrors)[0]).toContain(`${remote}@${version} ${fault.expose}: mount failed`);
    if (remote !== 'gallery') await expect(mountedAs(page, remote, fault.expose)).toHaveCount(0);
    expect(shellErrors(consoleErrors)).toHaveLength(1);
    await fault.send?.(page);
    expect(consoleErrors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
  });
}
