import { invalidField } from '@svc/core'
import * as v from 'valibot'
import { ownerOf } from '../scope.ts'
import { webhookSettingsOf } from '../webhooks/settings.ts'
import { checkTarget, webhookUrl } from '../webhooks/target.ts'
import type { WatcherKind } from './kinds.ts'
import { optionEntries, splitOptions } from './options.ts'
import { watcherSettingsOf } from './settings.ts'
import { cancelWatcher, createWatcher, watcherStatus } from './watchers.ts'
import { groupOperation } from '../operation.ts'

const watchersOperation = groupOperation('watchers')

const id = v.pipe(v.string(), v.regex(/^wat_[0-9a-z]{9}[0-9a-f]{24}$/, 'must be a watcher id from a watchers.<kind> call'), v.description('Watcher id'))
/** watchers.<kind>: one operation per kind, available only where the operation it polls is installed. */
export function watcherOperation(kind: WatcherKind) {
  const interval = kind.interval ?? { default: 300, min: 60 }
  return watchersOperation({
    name: kind.name,
    description: `Watches ${kind.about} by polling ${kind.watches} (every intervalSeconds: default ${interval.default}, at least ${interval.min}) and POSTs a signed webhook (Standard Webhooks) to your URL when it changes. Answers the watcher id, the first observation and the signing secret (shown once); watchers.status reads it, watchers.cancel stops it.`,
    input: v.strictObject({
      url: webhookUrl,
      intervalSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7 * 86_400), v.description(`Seconds between polls (default ${interval.default}, at least ${interval.min})`))),
      ...kind.params,
      ...optionEntries(kind),
    }),
    effects: ['state'],
    requires: [kind.watches],
    // Each poll is a call of the watched operation through the host: it reads its sources, cached as it declares.
    sources: [{ operation: kind.watches }],
    keywords: [`${kind.name.replace(/-/g, ' ')} alert`, `notify when ${kind.name.replace(/-/g, ' ')} changes`, 'watch for changes', 'webhook on change'],
    // Nothing to watch, or thresholds in the wrong order, can only fail: the 400 comes before any 402.
    check: (input) => {
      const given = input as Record<string, unknown>
      const oneOf = kind.requireOne ?? []
      if (oneOf.length > 0 && oneOf.every((name) => given[name] === undefined)) throw invalidField(oneOf[0]!, `give at least one of ${oneOf.join(', ')}`)
      if (typeof given.above === 'number' && typeof given.below === 'number' && given.above < given.below) throw invalidField('above', 'must not be below `below`')
    },
    async handler({ input, caller, state, settings, config, call, now }) {
      const limits = watcherSettingsOf(settings)
      const min = limits.minIntervalSeconds || interval.min
      const intervalSeconds = input.intervalSeconds ?? Math.max(interval.default, min)
      if (intervalSeconds < min) throw invalidField('intervalSeconds', `at least ${min} for ${kind.name}`)
      const { url, intervalSeconds: _, ...rest } = input as Record<string, unknown> & { url: string }
      const { options, params } = splitOptions(rest)
      const target = await checkTarget(url, webhookSettingsOf(config))
      return createWatcher(state, ownerOf(caller), call, kind, { url: target, intervalSeconds, params, options, maxPerWallet: limits.maxPerWallet }, now)
    },
  })
}

export const status = watchersOperation({
  name: 'status',
  method: 'GET',
  description: 'A watcher\'s state, its last observation, checks and changes, last error and webhook delivery log: the pull backstop when a webhook was missed. Without `id`, the paying wallet\'s watchers.',
  input: v.object({ id: v.optional(id) }),
  access: 'identity',
  keywords: ['watcher status', 'list watchers', 'last observed value'],
  handler: ({ input, caller, state }) => watcherStatus(state, ownerOf(caller), input.id),
})

export const cancel = watchersOperation({
  name: 'cancel',
  description: 'Cancels a watcher: no further polls, and webhooks not yet sent are dropped.',
  input: v.strictObject({ id }),
  effects: ['state'],
  keywords: ['stop watching', 'delete watcher'],
  handler: ({ input, caller, state }) => cancelWatcher(state, ownerOf(caller), input.id),
})
