/**
 * The plugin's due-time indexes (core's `placeDue`, `dueMembers`, `sweepIfDue`): schedules and
 * watchers by when a host next has work on them. The outbox has its own (webhooks/outbox.ts).
 */
export const DUE_SCHEDULES = 'infra:due:sched'
export const DUE_WATCHERS = 'infra:due:watch'
