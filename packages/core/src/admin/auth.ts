import { timingSafeEqual } from 'node:crypto'
import { createError } from '../errors.ts'

/**
 * Checks `Authorization: Bearer <token>` in constant time; 401 otherwise, 404 when no token is configured
 * (`what` names the operator-only feature in that 404, e.g. a plugin's own operator route).
 */
export function requireAdmin(request: Request, token: string | undefined, what = 'The admin API'): void {
  if (!token) throw createError('NOT_FOUND', `${what} is off on this host: set SVC_ADMIN_TOKEN to turn it on`)
  const given = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? ''
  const expected = Buffer.from(token)
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    throw createError('UNAUTHORIZED', 'An admin bearer token is required: Authorization: Bearer <SVC_ADMIN_TOKEN>', { headers: { 'www-authenticate': 'Bearer realm="svc-admin"' } })
  }
}
