import { errorStatus, type KnownErrorCode } from '@site/contract';

/** A failure the error handler turns into the envelope `{success:false, errorCode, message}`. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: KnownErrorCode,
    readonly extra: {
      /** Overrides the catalogue message when the failure needs specifics. */
      detail?: string;
      fields?: Record<string, string>;
      retryAt?: Date;
      /** A failed login whose next try must carry an image captcha. */
      captchaRequired?: boolean;
      status?: number;
    } = {},
  ) {
    super(extra.detail ?? code);
    this.status = extra.status ?? errorStatus[code];
  }
}
