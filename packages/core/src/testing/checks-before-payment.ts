import { pluginLabel } from '../plugin-package.ts'
import { describe, expect, it } from 'vitest'
import type { PluginDefinition } from '../define.ts'
import { hostCalls, type HostCallsOptions, withQuery } from './host-calls.ts'

/** A call: a query string (`a=1&b=2`), or params (the query of a GET, the JSON body of a POST). */
export type CheckCall = string | Record<string, unknown>

/**
 * An operation (`name`, or `group/name` in a plugin of several groups), calls that can only fail
 * with the field each 400 names, and a call that can succeed (null: it needs another plugin's operation).
 */
export type CheckCase = [operation: string, refused: Array<[call: CheckCall, field: string]>, payable: CheckCall | null]

/**
 * Tests that what can only fail is refused before the payment gate: with listed prices kept and
 * every declared upstream keyed but unreachable, each refused call answers 400 naming its field
 * (not 402, not an upstream error), and the payable call still asks for payment.
 */
export function checksBeforePayment(plugin: PluginDefinition, cases: CheckCase[], options: Pick<HostCallsOptions, 'config'> = {}): void {
  const upstreams = Object.fromEntries(plugin.operations.flatMap((operation) => operation.upstreams ?? []).map((upstream) => [upstream.id, { baseUrl: 'http://127.0.0.1:9', key: 'test-key' }]))
  const t = hostCalls(plugin, { paid: true, upstreams, ...(options.config ? { config: options.config } : {}) })

  /** The path and, for a POST given params, the body of a call. */
  function request(operation: string, call: CheckCall): [string, unknown] {
    const found = plugin.operations.find((entry) => entry.name === operation || `${entry.group ?? plugin.group}/${entry.name}` === operation)
    if (!found) throw new Error(`${pluginLabel(plugin)} has no operation ${operation}`)
    const path = `/api/${found.group ?? plugin.group}/${found.name}`
    if (typeof call === 'string') return [`${path}?${call}`, undefined]
    return found.method === 'POST' ? [path, call] : [withQuery(path, call as Record<string, string | number | boolean>), undefined]
  }

  describe(`${pluginLabel(plugin)}: checks before payment`, () => {
    for (const [operation, refused, payable] of cases) {
      it(`${operation}: a call that can only fail answers 400 naming the field${payable === null ? '' : ', one that can succeed 402'}`, async () => {
        for (const [call, field] of refused) await t.rejects(...withField(request(operation, call), field))
        if (payable === null) return
        const asked = await t.call(...(request(operation, payable) as [string, unknown]))
        expect(asked.status, JSON.stringify(asked.body)).toBe(402)
      })
    }
  })
}

const withField = ([path, body]: [string, unknown], field: string): [string, string, unknown] => [path, field, body]
