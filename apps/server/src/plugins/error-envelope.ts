import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorForLog, isBadValue, isDatabaseUnavailable } from '../http/database-errors.js';
import { ZodError } from 'zod';
import { bodyTooLarge, invalidParams, JwtHttpError, WpHttpError } from '../http/errors.js';
import { wpInvalidQuery } from '../http/wp-errors.js';

const BODY_ERRORS: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'rest_invalid_json',
    message: 'De aanvraag bevat ongeldige JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'rest_invalid_json',
    message: 'De aanvraag bevat ongeldige JSON.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'rest_invalid_content_type',
    message: 'Dit type inhoud wordt niet ondersteund; stuur JSON.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'rest_invalid_param',
    message: 'De lengte van de aanvraag klopt niet.',
  },
};

/** The route and the error's kind and code: no message, values or body (database-errors.ts). */
const failure = (request: FastifyRequest, error: unknown) => ({
  route: `${request.method} ${request.routeOptions.url ?? '(no route)'}`,
  error: errorForLog(error),
});

const FRAMEWORK_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_BAD_URL: {
    status: 400,
    code: 'rest_invalid_param',
    message: 'De URL van de aanvraag is ongeldig.',
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    code: 'rest_url_too_long',
    message: 'Een deel van de URL is te lang.',
  },
};

/**
 * Errors Fastify meets before a route is chosen (Fastify's `frameworkErrors`): a URL whose
 * percent-encoding is not valid UTF-8 (`/files/%ED%A0%80`, `/nieuws/%`) or a path parameter
 * over 100 characters is the caller's bad input, answered in the envelope like any other, not
 * in Fastify's own shape.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known = FRAMEWORK_ERRORS[error.code];
  if (!known) request.log.error(failure(request, error), 'unhandled framework error');
  const { status, code, message } = known ?? {
    status: 500,
    code: 'rest_internal_error',
    message: 'Er is iets misgegaan op de server.',
  };
  void reply.status(status).send({ code, message, data: { status } });
}

/**
 * Every failure leaves in WordPress's envelope. Bad input is a 400 naming the problem, a lost
 * database a 503, and only a real bug a 500 (logged, without internals in the body).
 */
export function registerErrorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof WpHttpError || error instanceof JwtHttpError) {
      return reply.status(error.status).headers(error.headers).send(error.toBody());
    }
    // Input that failed its endpoint's schema: worded as that endpoint answers bad input.
    if ((error as unknown) instanceof ZodError) {
      const invalid = error as unknown as ZodError;
      const wording = request.routeOptions.config.endpoint?.invalidInput ?? 'portal';
      const answer = wording === 'wordpress' ? wpInvalidQuery(invalid) : invalidParams(invalid);
      return reply.status(answer.status).send(answer.toBody());
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const answer = bodyTooLarge(
        request.routeOptions.config.endpoint,
        request.routeOptions.bodyLimit ?? 1024 * 1024,
      );
      return reply.status(answer.status).send(answer.toBody());
    }
    const bodyError = error.code ? BODY_ERRORS[error.code] : undefined;
    if (bodyError) {
      return reply.status(400).send({ ...bodyError, data: { status: 400 } });
    }
    // A value PostgreSQL cannot hold (out-of-range number, invalid text for its type) that got
    // past a schema is still the caller's bad input, never a server error.
    if (isBadValue(error)) {
      request.log.warn(failure(request, error), 'bad value reached the database');
      return reply.status(400).send({
        code: 'rest_invalid_param',
        message: 'Een van de opgegeven waarden is ongeldig.',
        data: { status: 400 },
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn(failure(request, error), 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', '5')
        .send({
          code: 'rest_service_unavailable',
          message:
            'De database is tijdelijk niet bereikbaar. Probeer het over enkele ogenblikken opnieuw.',
          data: { status: 503 },
        });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({
        code: 'rest_bad_request',
        message: error.message,
        data: { status: error.statusCode },
      });
    }
    request.log.error(failure(request, error), 'unhandled error');
    return reply.status(500).send({
      code: 'rest_internal_error',
      message: 'Er is iets misgegaan op de server.',
      data: { status: 500 },
    });
  });
}
