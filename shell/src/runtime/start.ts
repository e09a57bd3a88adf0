import { readShellConfig } from './shell-config';
import { createLogger } from '../shared/logger';
import { createMountManager, type Decision } from './mount-manager';
import type { MountLoaded } from '../loader/mount-loaded';
import { readPointer } from './read-pointer';
import { importLoader, importOperations } from '../boot/shell-files';
import { createLazyRemoteLoader } from './lazy-remote-loader';
import { savesData } from './triggers/when-idle';
import { watchDom } from './watch-dom';
import { popupTriggerEntries } from './popup-trigger-entries';
import { pointerRegistry } from './pointer-registry';
import { pointerForVisitor } from '@cms-mf/shared-contracts/release/canary-view';
import { localStorageOf, visitorBucket } from './canary/visitor-bucket';
import { startTelemetryIfSampled } from './telemetry/start-if-sampled';

/** @default for `cmsmf.remoteTimeoutMs` */
const DEFAULT_REMOTE_TIMEOUT_MS = 8000;

export interface StartOptions {
  /** The initial chunk's first look: whether an element holds module markup or a popup trigger's element. */
  readonly finds: (root: Element) => unknown;
  readonly pointerUrl: string;
  /** The pointer's response, requested by the initial chunk while this one downloaded. */
  readonly pointer: Promise<Response>;
  /** Requests the pointer again, fresh, as the initial chunk did: after a deploy, the version a page started with may be gone. */
  readonly fetchPointer: () => Promise<Response>;
  /** Clicks the initial chunk holds until the triggers are armed, and how to stop it holding more. */
  readonly early: { readonly clicks: readonly Element[]; readonly release: () => void };
}

/** Everything after "this page has modules": pointer, triggers, remote loading, mounting, watching. */
export async function start({ finds, pointerUrl, pointer, fetchPointer, early }: StartOptions): Promise<void> {
  const config = readShellConfig(window);
  const log = createLogger('shell', config.debug === true);
  let parsed;
  try {
    parsed = await readPointer(pointerUrl, pointer);
  } catch (error) {
    log.error('no module can load: the release pointer is missing or invalid', error);
    early.release();
    early.clicks.forEach((target) => (target as HTMLElement).click());
    return;
  }
  for (const [remote, problem] of Object.entries(parsed.problems)) {
    log.error(`remote "${remote}" cannot load: its release entry is invalid`, problem);
  }
  // Operating remotes: the visitor's canary bucket, a team's allowlisted override, telemetry.
  const bucket = visitorBucket(localStorageOf(window));
  let visitorPointer = pointerForVisitor(parsed.pointer, bucket);
  const { overrides } = config;
  if (overrides) {
    const before = visitorPointer;
    visitorPointer = await importOperations().then(
      ({ applyOverrides }) => applyOverrides(before, overrides, window, log),
      () => before,
    );
  }
  startTelemetryIfSampled(config.telemetry, pointerUrl, visitorPointer);
  const loader = createLazyRemoteLoader({
    pointer: visitorPointer,
    pointerUrl,
    timeoutMs: config.remoteTimeoutMs ?? DEFAULT_REMOTE_TIMEOUT_MS,
    log,
    onChunkFailed: (error) => log.error(error.message),
    // Once per failed version at most (the loader asks): a page left open may outlive several deploys.
    refreshPointer: () => readPointer(pointerUrl, fetchPointer()).then((p) => pointerForVisitor(p.pointer, bucket), () => undefined),
  });
  // In the remote-loader file, which a module needs first anyway (page-mount.ts, shell-files.ts).
  let mount: Promise<MountLoaded> | undefined;
  const mountLoaded: MountLoaded = async (loaded, el, entry) => {
    mount ??= importLoader().then(({ createPageMount }) => createPageMount(window, config.debug === true, log));
    return (await mount)(loaded, el, entry);
  };
  // Debug lines only on pages that ask for them: their words come with the operations file.
  const debugLine = config.debug === true ? await importOperations().then((file) => file.debugLine, () => undefined) : undefined;
  const registry = pointerRegistry(visitorPointer, document, (message) => log.error(message));
  const mounts = createMountManager({
    registry: [...registry, ...popupTriggerEntries(registry, window)],
    loader,
    win: window,
    mountLoaded,
    reportError: (message, error) => log.error(message, error),
    saveData: savesData(navigator),
    ...(debugLine ? { debug: (decision: Decision) => log.debug(debugLine(decision)) } : {}),
  });
  mounts.mountWithin(document);
  early.release();
  early.clicks.forEach((target) => mounts.adoptClick(target));
  watchDom(document, mounts, finds);
}
