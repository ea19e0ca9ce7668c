import type { ZodError } from 'zod';
import { WpHttpError } from './errors.js';

/**
 * WordPress core's own errors, with its own (English) messages, so a client written against
 * WordPress reads them the same way (anchors/wordpress/samples/err-*.json).
 */

export const noRoute = () =>
  new WpHttpError(404, 'rest_no_route', 'No route was found matching the URL and request method.');

export const invalidPostId = () => new WpHttpError(404, 'rest_post_invalid_id', 'Invalid post ID.');

export const invalidTermId = () =>
  new WpHttpError(404, 'rest_term_invalid', 'Term does not exist.');

export const invalidPageNumber = () =>
  new WpHttpError(
    400,
    'rest_post_invalid_page_number',
    'The page number requested is larger than the number of pages available.',
  );

export const invalidFileId = () =>
  new WpHttpError(
    404,
    'rest_file_invalid_id',
    'Dit bestand bestaat niet of je hebt er geen toegang toe.',
  );

interface ParamProblem {
  name: string;
  code: string;
  message: string;
  data?: Record<string, unknown> | null;
}

/**
 * rest_invalid_param with every bad parameter in params and details, as WordPress answers; 422
 * for a value of the right shape that names something it may not (a file a post may not name).
 */
export function wpInvalidParams(
  problems: ParamProblem[],
  status: 400 | 422 = 400,
  summary: (names: string[]) => string = (names) => `Invalid parameter(s): ${names.join(', ')}`,
): WpHttpError {
  const params: Record<string, string> = {};
  const details: Record<string, { code: string; message: string; data: unknown }> = {};
  for (const problem of problems) {
    if (params[problem.name] !== undefined) continue;
    params[problem.name] = problem.message;
    details[problem.name] = {
      code: problem.code,
      message: problem.message,
      data: problem.data ?? null,
    };
  }
  return new WpHttpError(status, 'rest_invalid_param', summary(Object.keys(params)), {
    params,
    details,
  });
}

/**
 * A portal form's refused values: 422 rest_invalid_param with each field's Dutch message in
 * `params` (the portal shows it at that field). The message is the only problem's own, or
 * names the fields to look at.
 */
export function fieldErrors(problems: { field: string; code: string; message: string }[]) {
  return wpInvalidParams(
    problems.map(({ field, code, message }) => ({ name: field, code, message })),
    422,
    (names) =>
      problems.length === 1 ? problems[0]!.message : `Controleer deze velden: ${names.join(', ')}.`,
  );
}

const CODE_OF_ISSUE: Record<string, string> = {
  too_big: 'rest_out_of_bounds',
  too_small: 'rest_out_of_bounds',
  invalid_type: 'rest_invalid_type',
  invalid_value: 'rest_not_in_enum',
};

/** A query that failed the contract's schema, in WordPress's words. */
export function wpInvalidQuery(error: ZodError): WpHttpError {
  return wpInvalidParams(
    error.issues.map((issue) => {
      const { wpCode, wpMessage } =
        (issue as { params?: { wpCode?: string; wpMessage?: string } }).params ?? {};
      return {
        name: String(issue.path[0] ?? 'query'),
        code: wpCode ?? CODE_OF_ISSUE[issue.code] ?? 'rest_invalid_param',
        message: wpMessage ?? issue.message,
      };
    }),
  );
}

/** status=draft (or private…) from a user who may not see it (err-400-status-draft-anon.json). */
export const forbiddenStatus = (signedIn: boolean) =>
  wpInvalidParams([
    {
      name: 'status',
      code: 'rest_forbidden_status',
      message: 'Status is forbidden.',
      data: { status: signedIn ? 403 : 401 },
    },
  ]);

/** context=edit for someone who may not edit (WordPress's words). */
export const forbiddenContext = () =>
  new WpHttpError(
    403,
    'rest_forbidden_context',
    'Sorry, you are not allowed to edit posts in this post type.',
  );
