/**
 * A failed call, with the platform's errorCode, message and HTTP status (0 when nothing was
 * answered), or one of the client's own codes: network.error (no answer, or one that is not
 * JSON), network.timeout, response.invalid (JSON, but no envelope or a value the contract's
 * schema refuses). Plain strings rather than a table of them: this sits in the web's first
 * JavaScript.
 */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 0,
    readonly fields?: Record<string, string>,
    readonly retryAt?: string,
    /** A failed login whose next try must carry an image captcha. */
    readonly captchaRequired = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
