import { createTestPaymentGate, describeWith, linesUntilKilled, testHost } from '@svc/core/testing'
import { afterAll, describe as always, expect, it } from 'vitest'
import { agentInfraPlugin } from '../src/index.ts'
import { callerOf, wallet } from './_infra.ts'
import { childArgs, killedHostStates } from './_killed-hosts.ts'

for (const backend of killedHostStates) {
  const describe = backend.service ? await describeWith(backend.service) : always
  describe(`durability on ${backend.name}`, () => {
    const h = testHost({ plugins: [agentInfraPlugin], paid: true, freshGate: createTestPaymentGate })
    // The places the killed hosts wrote (Redis keys of this run, folders) go, even after a failed test.
    afterAll(async () => {
      await backend.remove()
      expect(await backend.left()).toEqual([])
    })

    it('loses no acknowledged write when the host is killed with SIGKILL mid-stream', async () => {
      const place = backend.place()
      const payer = wallet()
      // Killed while writes are flowing.
      const acknowledged = await linesUntilKilled(childArgs('writer.ts', place, payer), (lines) => lines.length >= 300)
      expect(acknowledged.length).toBeGreaterThanOrEqual(300)
      const state = backend.reopen(place)
      const reopened = callerOf(h.open({ state }))
      try {
        for (const key of acknowledged) {
          const answer = await reopened('store/kv-get', { key }, payer)
          expect(answer.status, key).toBe(200)
        }
      } finally {
        await state.close()
      }
    }, 60_000)
  })
}
