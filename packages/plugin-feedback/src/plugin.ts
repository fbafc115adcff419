import { definePlugin } from '@svc/core'
import { inboxRoute, type InboxHost } from './inbox.ts'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The feedback group: callers' feedback stored in the host's state store, read by the operator at /api/feedback/inbox. */
export function createFeedbackPlugin() {
  // The host this instance serves: its state store and admin token, known when it starts.
  const host: InboxHost = {}
  return definePlugin({
    group: 'feedback',
    search: { vocabulary },
    operations,
    routes: [inboxRoute(host)], // GET /api/feedback/inbox  operator only (admin bearer token)
    lifecycle: {
      start(ctx) {
        host.state = ctx.state
        host.adminToken = ctx.config.adminToken
      },
      stop() {
        host.state = undefined
      },
    },
  })
}

export const feedbackPlugin = createFeedbackPlugin()
