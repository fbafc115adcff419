import { calendarDate, createError, invalidField, requireAdmin, type PluginRoute, type StateStore } from '@svc/core'
import * as v from 'valibot'
import { listFeedback } from './store.ts'

/** What the inbox route needs from the host, set when the plugin starts. */
export interface InboxHost {
  state?: StateStore
  adminToken?: string
}

const sinceDate = calendarDate('Feedback received on or after this day')

/** GET /api/feedback/inbox: the operator's list of feedback, newest first, behind the admin token. */
export function inboxRoute(host: InboxHost): PluginRoute {
  return {
    path: 'inbox',
    description: 'The feedback callers sent (feedback.send), newest first; operator only (Authorization: Bearer <SVC_ADMIN_TOKEN>). ?limit=1-500 (default 100), ?since=YYYY-MM-DD, ?category=.',
    async handler({ request }) {
      requireAdmin(request, host.adminToken, 'The feedback inbox')
      if (!host.state) throw createError('UNAVAILABLE', 'the feedback store is not started yet')
      const params = new URL(request.url).searchParams
      const limit = Number(params.get('limit') ?? '100')
      if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw invalidField('limit', 'must be a whole number from 1 to 500')
      const since = params.get('since')
      if (since !== null && !v.is(sinceDate, since)) throw invalidField('since', 'must be a real calendar date YYYY-MM-DD')
      const category = params.get('category')
      const all = (await listFeedback(host.state)).filter((record) => (!since || record.receivedAt >= since) && (!category || record.category === category))
      return { total: all.length, items: all.slice(0, limit) }
    },
  }
}
