// Every parsed request is checked for what PostgreSQL can store before any route validates or uses it (issue 15):
// a NUL or a lone surrogate in any string (value or key) of the path parameters, the query or the body, or a body
// nested deeper than MAX_INPUT_DEPTH, is a 422 naming the field, in the request's language. One hook covers every
// route, including those whose schemas are written in the route files and those read without a schema (the
// payment gateways' return parameters). Multipart forms are read by their routes; lib/multipart.ts and
// modules/admin/admin-form.ts apply the same check to their fields. Runs in preValidation: after onRequest, so
// authentication (which every protected route does in onRequest) answers first.
import { findInputProblem } from '@atelje/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { validationError } from '../lib/errors';

/** The field an error is reported under: the top-level key, else where the input came from. */
function fieldOf(path: (string | number)[], source: string): string {
  const first = path[0];
  return typeof first === 'string' ? first : source;
}

/** Throws the 422 of the first unstorable string or too deep value in `value`, if any. */
export function assertStorableInput(value: unknown, source: string): void {
  const problem = findInputProblem(value);
  if (problem) throw validationError({ [fieldOf(problem.path, source)]: [problem.messageKey] });
}

async function inputGuardPlugin(app: FastifyInstance) {
  // Synchronous (a thrown 422 goes to the error handler as a rejected promise would): no promise per request.
  app.addHook('preValidation', (request, _reply, done) => {
    assertStorableInput(request.params, 'params');
    assertStorableInput(request.query, 'query');
    const body = request.body;
    if (body !== null && typeof body === 'object' && !Buffer.isBuffer(body))
      assertStorableInput(body, 'body');
    done();
  });
}

export default fp(inputGuardPlugin, { name: 'input-guard' });
