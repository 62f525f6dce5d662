import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountViewable, parseViewAs } from '@portal/domain';
import { AppError } from '../../platform/errors.ts';
import { activeMembership } from './context.ts';
import { acceptedGrantClient } from './store.ts';

/**
 * View-as (spec §6, issue 16): GET and DELETE carry `viewAs` in the query, POST and PUT in the JSON body or the
 * multipart form. It is removed before the route's own validation (schemas that forbid unknown fields still pass),
 * and honoured only for a signed-in caller whose session turned the agency role on and whose agency holds an
 * accepted grant from that client: then request.subjectId is the client's id (subjectAccountId) while
 * authUser(request) stays the caller (the actor). Anything else, a malformed id included, answers 403
 * VIEW_AS_NOT_ALLOWED before the route runs, so nothing of that account is read or written; the web ends view-as on
 * that code (a client revoked the grant while viewed). A granted client whom staff suspended answers 403
 * VIEW_AS_ACCOUNT_SUSPENDED (issue 28: the agency kept its campaigns running), told only to an agency it granted.
 */
export async function resolveViewAs(request: FastifyRequest, raw: unknown): Promise<void> {
  if (raw === undefined || raw === null || raw === '') return;
  if (!request.user) return; // a public route: viewAs means nothing there
  const clientId = parseViewAs(raw);
  if (clientId === null) throw new AppError('VIEW_AS_NOT_ALLOWED', { message: 'viewAs is not a user id' });
  const membership = await activeMembership(request);
  const client =
    membership && (await acceptedGrantClient(request.server.database.db, membership.agencyId, clientId));
  if (!client) throw new AppError('VIEW_AS_NOT_ALLOWED', { message: 'Not allowed to view as this account' });
  if (!accountViewable(client)) {
    throw new AppError('VIEW_AS_ACCOUNT_SUSPENDED', { message: 'This account is suspended' });
  }
  request.subjectId = clientId;
}

function takeViewAs(holder: unknown): unknown {
  if (!holder || typeof holder !== 'object' || Array.isArray(holder) || !('viewAs' in holder))
    return undefined;
  const record = holder as Record<string, unknown>;
  const value = record.viewAs;
  delete record.viewAs;
  return value;
}

/**
 * The hook, added once to the /api/v2 scope before its routes (guards run in onRequest, before it). A callback that
 * answers at once when the request names no viewAs (nearly every one): no promise per request.
 */
export function registerViewAs(api: FastifyInstance): void {
  // The same check for a viewAs the hook cannot see (a multipart form's), through platform/auth/view-as.ts.
  api.decorate('resolveViewAs', resolveViewAs);
  api.addHook('preValidation', (request, _reply, done) => {
    const fromQuery = takeViewAs(request.query);
    const fromBody = takeViewAs(request.body);
    if (fromQuery === undefined && fromBody === undefined) return done();
    if (fromQuery !== undefined && fromBody !== undefined && String(fromQuery) !== String(fromBody)) {
      return done(new AppError('FORBIDDEN', { message: 'Two different viewAs' }));
    }
    resolveViewAs(request, fromBody ?? fromQuery).then(() => done(), done);
  });
}
