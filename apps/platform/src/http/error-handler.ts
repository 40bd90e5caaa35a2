import type { Failure, KnownErrorCode } from '@site/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { AppError } from './app-error.js';
import { messageOf } from './messages.js';
import { requestLanguage } from './request-language.js';

/** Field problems of a zod failure, keyed "body.content", "query.pageNo" ... */
export function fieldsOf(error: z.core.$ZodError, part: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = [part, ...issue.path.map(String)].join('.');
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Fastify's own refusals by status (bad JSON, a body too large, a parameter too long ...). */
const codeByStatus: Partial<Record<number, KnownErrorCode>> = {
  404: 'resource.not.found',
  408: 'request.timeout',
  413: 'request.too.large',
  414: 'request.uri.too.long',
  415: 'request.media.unsupported',
  429: 'request.throttled',
  431: 'request.headers.too.large',
};
const codeForStatus = (status: number): KnownErrorCode => codeByStatus[status] ?? 'request.invalid';

/** The one error handler: every failure leaves as the envelope, 5xx without details. */
export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const language = requestLanguage(request);
  let failure: Failure;
  let status: number;
  if (error instanceof AppError) {
    status = error.status;
    failure = {
      success: false,
      errorCode: error.code,
      message: error.extra.detail ?? messageOf(error.code, language),
    };
    if (error.extra.fields) failure.fields = error.extra.fields;
    if (error.extra.retryAt) failure.retryAt = error.extra.retryAt.toISOString();
    if (error.extra.captchaRequired) failure.captchaRequired = true;
  } else if (error instanceof z.core.$ZodError) {
    status = 400;
    failure = {
      success: false,
      errorCode: 'request.invalid',
      message: messageOf('request.invalid', language),
      fields: fieldsOf(error, 'request'),
    };
  } else {
    // Fastify's own client errors (bad JSON, unsupported media type, body too large ...).
    const fastifyStatus = (error as FastifyError).statusCode;
    if (fastifyStatus !== undefined && fastifyStatus >= 400 && fastifyStatus < 500) {
      status = fastifyStatus;
      const code = codeForStatus(status);
      failure = { success: false, errorCode: code, message: messageOf(code, language) };
    } else {
      request.log.error({ err: error }, 'request failed');
      status = 500;
      failure = {
        success: false,
        errorCode: 'system.error',
        message: messageOf('system.error', language),
      };
    }
  }
  if (status >= 500 && !(error instanceof AppError)) status = 500;
  return reply.status(status).type('application/json; charset=utf-8').send(failure);
}
