import { gzipSync } from 'node:zlib';
import type { CDPSession } from 'playwright-core';

/** One finished response, as the DevTools protocol saw it on the wire. */
export interface RequestRecord {
  readonly requestId: string;
  readonly url: string;
  /** DevTools resource type: Document, Script, Stylesheet, Fetch, Image… */
  readonly resourceType: string;
  readonly mimeType: string;
  readonly status: number;
  /** Body bytes as transferred (gzipped when the site compressed them): `encodedDataLength` less the headers. */
  readonly transferredBytes: number;
  /** The URL of the script or document that issued the request (top of its stack), when DevTools names one. */
  readonly initiator: string | null;
}

interface Initiator {
  readonly url?: string;
  readonly stack?: StackTrace;
}
interface StackTrace {
  readonly callFrames: ReadonlyArray<{ readonly url: string }>;
  readonly parent?: StackTrace;
}

function initiatorUrl(initiator: Initiator | undefined): string | null {
  if (initiator?.url) return initiator.url;
  for (let stack = initiator?.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((f) => f.url);
    if (frame) return frame.url;
  }
  return null;
}

export const isScript = (r: RequestRecord) => r.resourceType === 'Script' || /javascript|ecmascript/.test(r.mimeType);
export const isStylesheet = (r: RequestRecord) => r.resourceType === 'Stylesheet' || r.mimeType.includes('text/css');

export interface NetworkLog {
  /** Finished responses so far, in the order they finished. */
  records(): readonly RequestRecord[];
  /** Resolves once no request has been in flight for `quietMs` (or after `timeoutMs`, whichever is first). */
  quiet(quietMs: number, timeoutMs: number): Promise<void>;
  /** gzip -9 of a response's decoded body: a size that does not depend on the server's compression. */
  gzip9Bytes(record: RequestRecord): Promise<number>;
}

interface Pending {
  url: string;
  resourceType: string;
  mimeType: string;
  status: number;
  headerBytes: number;
  initiator: string | null;
}

/** Records the network of one page through its CDP session (call before navigating). */
export async function recordNetwork(cdp: CDPSession): Promise<NetworkLog> {
  const pending = new Map<string, Pending>();
  const inFlight = new Set<string>();
  const finished: RequestRecord[] = [];
  const initiators = new Map<string, string | null>();
  let lastActivity = Date.now();

  cdp.on('Network.requestWillBeSent', (e) => {
    inFlight.add(e.requestId);
    initiators.set(e.requestId, initiatorUrl(e.initiator as Initiator));
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (e) => {
    pending.set(e.requestId, {
      url: e.response.url,
      resourceType: e.type,
      mimeType: e.response.mimeType,
      status: e.response.status,
      // At this point encodedDataLength counts the status line and headers.
      headerBytes: e.response.encodedDataLength,
      initiator: initiators.get(e.requestId) ?? null,
    });
  });
  cdp.on('Network.loadingFinished', (e) => {
    inFlight.delete(e.requestId);
    lastActivity = Date.now();
    const response = pending.get(e.requestId);
    if (!response) return;
    const { headerBytes, ...rest } = response;
    finished.push({ requestId: e.requestId, ...rest, transferredBytes: Math.max(0, e.encodedDataLength - headerBytes) });
  });
  cdp.on('Network.loadingFailed', (e) => {
    inFlight.delete(e.requestId);
    lastActivity = Date.now();
  });
  await cdp.send('Network.enable');
  // Every run is a first visit.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

  return {
    records: () => finished,
    async quiet(quietMs, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (inFlight.size === 0 && Date.now() - lastActivity >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async gzip9Bytes(record) {
      const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId: record.requestId });
      return gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8'), { level: 9 }).length;
    },
  };
}
