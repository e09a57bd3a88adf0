import { type IncomingHttpHeaders, request } from 'node:http';

export interface RawPostOptions {
  readonly headers?: Readonly<Record<string, string | number>>;
  /** The whole body (sent with its length), or chunks sent as they come (chunked, no `Content-Length`). */
  readonly body: Uint8Array | AsyncIterable<Uint8Array>;
  /** The client's own address, to post as another visitor (any of 127.0.0.0/8 reaches a loopback site). */
  readonly localAddress?: string;
}

export interface RawPostResult {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly text: string;
  /** Body bytes written before the answer came (a refused body is not sent to its end). */
  readonly bytesSent: number;
}

/**
 * A POST through node:http rather than fetch: it reads an answer that comes
 * before the body is all sent (a limit's early 413; fetch reports the closed
 * socket instead), stops sending when it does, and can post from another
 * loopback address. Each post has a connection of its own (a refused body
 * leaves its connection unusable).
 */
export function rawPost(siteUrl: string, path: string, { headers = {}, body, localAddress }: RawPostOptions): Promise<RawPostResult> {
  const url = new URL(path, siteUrl);
  const whole = body instanceof Uint8Array;
  return new Promise((resolve, reject) => {
    let answered = false;
    let bytesSent = 0;
    const req = request(
      { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method: 'POST', localAddress, agent: false, headers: whole ? { ...headers, 'Content-Length': body.length } : headers },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8'), bytesSent });
          // A body cut short by the answer leaves the socket unusable; nothing more is sent on it.
          if (!req.writableFinished) req.destroy();
        });
        res.on('error', reject);
      },
    );
    // A socket the server closes after refusing is expected; only an error before any answer fails the post.
    req.on('error', (error) => (answered ? undefined : reject(error)));
    if (whole) {
      bytesSent = body.length;
      req.end(body);
      return;
    }
    void (async () => {
      for await (const chunk of body) {
        if (answered || req.destroyed) break;
        bytesSent += chunk.length;
        if (!req.write(chunk)) await new Promise((drained) => (req.once('drain', drained), req.once('close', drained)));
      }
      if (!answered && !req.destroyed) req.end();
    })().catch(reject);
  });
}
