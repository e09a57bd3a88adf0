import type { NonceSpec } from './nonce';

/**
 * How the answer body is read before `parseAnswer` sees it:
 * - `envelope`: WordPress JSON `{success, data}`; the parser gets `data` (the default);
 * - `json`: the whole JSON body is the answer (the page builder's own actions `die(json_encode(…))`);
 * - `text`: the raw body text is the answer.
 */
export type AnswerFormat = 'envelope' | 'json' | 'text';

/** How the client sends one action and checks its answer, for an answer type. */
export interface PolicyFor<Answer> {
  /** The nonce the action carries; null for the refresh action itself. */
  readonly nonce: NonceSpec | null;
  /** Abort after this many ms. */
  readonly timeoutMs: number;
  /** Whether a failed network attempt may be sent again (only for calls without side effects). */
  readonly retryable: boolean;
  /**
   * How to read the body.
   * @default 'envelope'
   */
  readonly answerFormat?: AnswerFormat;
  /** Validates the answer (see `answerFormat`); throws a TypeError naming what is wrong. */
  readonly parseAnswer: (data: unknown) => Answer;
}
