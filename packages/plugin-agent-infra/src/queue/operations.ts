import * as v from 'valibot'
import { resourceName } from '../params.ts'
import { ownerOf } from '../scope.ts'
import { ack as ackMessage, enqueue as enqueueMessage, lease as leaseMessages, stats as queueStats } from './queues.ts'
import { queueSettingsOf } from './settings.ts'
import { groupOperation } from '../operation.ts'

const queueOperation = groupOperation('queue')

const queue = resourceName('Queue name')
const deadLetter = v.optional(v.pipe(v.boolean(), v.description('Work on the dead-letter box of the queue')), false)

export const enqueue = queueOperation({
  name: 'enqueue',
  description: 'Adds a JSON message to one of the paying wallet\'s queues, optionally delayed; answers its id.',
  input: v.strictObject({
    queue,
    payload: v.pipe(v.unknown(), v.check((value) => value !== undefined, 'is required'), v.description('Any JSON value')),
    delaySeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(7 * 86_400), v.description('Invisible for this long (at most a week)')), 0),
  }),
  effects: ['state'],
  keywords: ['message queue', 'task queue', 'job queue', 'enqueue job'],
  handler: ({ input, caller, state, settings, now }) => enqueueMessage(state, ownerOf(caller), queueSettingsOf(settings), input.queue, input.payload, input.delaySeconds, now()),
})

export const lease = queueOperation({
  name: 'lease',
  description: 'Leases up to `max` visible messages for a visibility timeout: unacknowledged ones come back after it (at-least-once), with an attempt count; after the configured attempts a message moves to the dead-letter box.',
  input: v.strictObject({
    queue,
    visibilitySeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(43_200), v.description('Lease length (at most 12 hours)')), 30),
    max: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10), v.description('Most messages leased')), 1),
    deadLetter,
  }),
  effects: ['state'],
  keywords: ['dequeue', 'receive message', 'pop job'],
  handler: ({ input, caller, state, settings, now }) => leaseMessages(state, ownerOf(caller), queueSettingsOf(settings), input.queue, input, now()),
})

export const ack = queueOperation({
  name: 'ack',
  description: 'Acknowledges a leased message by its receipt, deleting it; 409 when the lease expired.',
  input: v.strictObject({
    queue,
    receipt: v.pipe(v.string(), v.regex(/^[0-9a-z]{21}\.[0-9a-f]{24}$/, 'must be a receipt from queue.lease'), v.description('Receipt from queue.lease')),
    deadLetter,
  }),
  effects: ['state'],
  keywords: ['acknowledge message', 'complete job'],
  handler: ({ input, caller, state, now }) => ackMessage(state, ownerOf(caller), input.queue, input.receipt, input.deadLetter, now()),
})

export const stats = queueOperation({
  name: 'stats',
  description: 'Counts of a queue: visible, in flight (leased), delayed and dead-lettered messages, and the age of the oldest.',
  input: v.strictObject({ queue }),
  access: 'identity',
  keywords: ['queue depth', 'queue length', 'backlog'],
  handler: ({ input, caller, state, now }) => queueStats(state, ownerOf(caller), input.queue, now()),
})
