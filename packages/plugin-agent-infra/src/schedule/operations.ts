import { createError, invalidField } from '@svc/core'
import * as v from 'valibot'
import { jsonBytes } from '../params.ts'
import { ownerOf } from '../scope.ts'
import { webhookSettingsOf } from '../webhooks/settings.ts'
import { checkTarget, webhookUrl } from '../webhooks/target.ts'
import { cancelSchedule, createSchedule, scheduleStatus } from './schedules.ts'
import { scheduleSettingsOf } from './settings.ts'
import { checkCron, checkTimezone } from './timing.ts'
import { groupOperation } from '../operation.ts'

const scheduleOperation = groupOperation('schedule')

const id = v.pipe(v.string(), v.regex(/^sch_[0-9a-z]{9}[0-9a-f]{24}$/, 'must be a schedule id from schedule.create'), v.description('Schedule id'))
const dateTime = (description: string) => v.pipe(v.string(), v.isoTimestamp('must be an ISO 8601 date-time with a zone, e.g. 2030-01-01T09:00:00Z'), v.description(description))

export const create = scheduleOperation({
  name: 'create',
  description: 'Schedules signed webhook callbacks (Standard Webhooks) to a public HTTPS URL: on a cron pattern in a time zone, or once at a time, each carrying your JSON payload. Answers the id, the next run and the signing secret (shown once).',
  input: v.strictObject({
    url: webhookUrl,
    cron: v.optional(v.pipe(v.string(), v.minLength(9), v.maxLength(120), v.description('Cron pattern: 5 fields (minute hour day month weekday), or 6 with seconds first; runs at least settings.schedule.minIntervalSeconds apart (60 by default)'))),
    at: v.optional(dateTime('One run at this time (instead of cron), at most a year ahead')),
    timezone: v.optional(v.pipe(v.string(), v.maxLength(64), v.description('IANA time zone of the cron pattern (default UTC)')), 'UTC'),
    payload: v.optional(v.pipe(v.unknown(), v.description('JSON sent as data.payload on every run (at most 16 KiB by default)')), null),
    name: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(128), v.description('A label shown in status and sent with each run'))),
    maxRuns: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000), v.description('Stop after this many runs (cron)'))),
    endAt: v.optional(dateTime('No runs after this time (cron)')),
  }),
  effects: ['state'],
  keywords: ['cron job', 'scheduled callback', 'run at a time', 'reminder webhook', 'recurring task'],
  // Both modes or neither, options of the other mode, or an unknown time zone can only fail: the 400 comes before any 402.
  check: (input) => {
    if ((input.cron === undefined) === (input.at === undefined)) throw invalidField(input.cron === undefined ? 'cron' : 'at', 'give either cron (recurring) or at (once), not both or neither')
    checkTimezone(input.timezone)
    if (input.endAt !== undefined && input.cron === undefined) throw invalidField('endAt', 'only with cron, and in the future')
    if (input.maxRuns !== undefined && input.cron === undefined) throw invalidField('maxRuns', 'only with cron')
  },
  async handler({ input, caller, state, settings, config, now: clock }) {
    const limits = scheduleSettingsOf(settings)
    const timezone = input.timezone
    if (input.cron) checkCron(input.cron, timezone, limits.minIntervalSeconds)
    const now = clock()
    const at = input.at === undefined ? undefined : Date.parse(input.at)
    if (at !== undefined && (at <= now || at > now + 366 * 86_400_000)) throw invalidField('at', 'must be in the future and at most a year ahead')
    const endAt = input.endAt === undefined ? undefined : Date.parse(input.endAt)
    if (endAt !== undefined && endAt <= now) throw invalidField('endAt', 'only with cron, and in the future')
    const bytes = jsonBytes(input.payload)
    if (bytes > limits.maxPayloadBytes) throw createError('PAYLOAD_TOO_LARGE', `payload: ${bytes} bytes is over the ${limits.maxPayloadBytes}-byte limit`, { details: { field: 'payload' } })
    const url = await checkTarget(input.url, webhookSettingsOf(config))
    return createSchedule(state, ownerOf(caller), limits, { url, cron: input.cron, at, timezone, payload: input.payload, name: input.name, maxRuns: input.maxRuns, endAt }, now)
  },
})

export const status = scheduleOperation({
  name: 'status',
  description: 'A schedule\'s state, next run, runs so far and its delivery log (status, attempts, HTTP answer, next retry); without `id`, the paying wallet\'s schedules.',
  input: v.strictObject({ id: v.optional(id) }),
  access: 'identity',
  keywords: ['next run', 'webhook delivery log', 'list schedules'],
  handler: ({ input, caller, state }) => scheduleStatus(state, ownerOf(caller), input.id),
})

export const cancel = scheduleOperation({
  name: 'cancel',
  description: 'Cancels a schedule: no further runs, and deliveries not yet sent are dropped.',
  input: v.strictObject({ id }),
  effects: ['state'],
  keywords: ['stop cron job', 'delete schedule'],
  handler: ({ input, caller, state }) => cancelSchedule(state, ownerOf(caller), input.id),
})
