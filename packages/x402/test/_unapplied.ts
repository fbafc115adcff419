import * as v from 'valibot'
import { defineOperation, definePlugin, type StateStore } from '@svc/core'

/** The paid calls whose held writes are made to miss (x402's and MPP's unapplied-writes tests). */

const source = { provider: 'test', url: 'https://example.org', license: 'MIT' }
const seatOperation = (name: string) => defineOperation({
  name, method: 'POST', description: 'Takes the next seat number with a compare-and-set.', input: v.strictObject({}), price: { usd: 0.01 }, effects: ['state'],
  handler: async ({ state }) => {
    const n = (await state.get<number>('seats:n')) ?? 0
    if (!(await state.compareAndSet('seats:n', n, n + 1))) throw new Error('the seat counter moved')
    return { ok: true, items: [{ seat: n + 1 }], total: 1, source }
  },
})
/** Two operations of one price that take the next seat: `seats.take`, `seats.reserve`. */
export const seatPlugin = definePlugin({ name: 'seats', version: '1.0.0', group: 'seats', operations: [seatOperation('take'), seatOperation('reserve')] })

/**
 * The state as one host sees it. While `interfere` > 0, another writer moves the seat counter just before
 * each atomic step that writes it (the call's held writes meet a changed state). `killAfter` kills the host
 * (every later call on its state fails, as after `kill -9`) once a step of that kind went through:
 * `concluded` (the settlement record closed), `applied` (the call's writes applied).
 */
export function hostState(state: StateStore, control: { interfere: number; bumped: number; killAfter?: 'concluded' | 'applied'; dead?: boolean }): StateStore {
  return new Proxy(state, {
    get(target, name) {
      const value = Reflect.get(target, name, target)
      if (typeof value !== 'function') return value
      return async (...args: any[]) => {
        if (control.dead) throw new Error('the host was killed')
        if (name !== 'applyBatch') return value.apply(target, args)
        const writes = args[1] as Array<{ op: string; key?: string }>
        const seats = writes.some((write) => write.key === 'seats:n')
        if (seats && control.interfere > 0) {
          control.interfere--
          control.bumped++
          await target.increment('seats:n')
        }
        const applied = await value.apply(target, args)
        const closesSettlement = writes.some((write) => write.op === 'delete' && write.key?.startsWith('pay:settlement:'))
        if (applied && ((control.killAfter === 'applied' && seats) || (control.killAfter === 'concluded' && closesSettlement))) control.dead = true
        return applied
      }
    },
  })
}

