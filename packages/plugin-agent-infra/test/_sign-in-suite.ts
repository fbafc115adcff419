import { createTestPaymentGate, TEST_SIGNED_IN_HEADER } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { agentInfraPlugin } from '../src/index.ts'
import { type Backend, infraHost, wallet } from './_infra.ts'

/** The reads a signed-in wallet makes without paying (`access: 'identity'`), and what stays paid. */
export function signInSuite(backend: Backend) {
  describe(`a signed-in wallet reads its own data without paying, on ${backend.name}`, () => {
    const gate = createTestPaymentGate()
    const h = infraHost(backend, { plugins: [agentInfraPlugin], gate })
    const paid = async (path: string, body: unknown, payer: string) => {
      const { status, body: answer } = await h.call(`/api/${path}`, body, undefined, { headers: { 'x-test-payer': payer } })
      expect(status, path).toBe(200)
      return answer.data
    }
    // A GET when there is no body.
    const signedIn = (path: string, body: unknown, who: string) => h.call(`/api/${path}`, body, undefined, { headers: { [TEST_SIGNED_IN_HEADER]: who } })

    it('declares the own-data reads identity-only, and no operation that changes anything', () => {
      const identity = agentInfraPlugin.operations.filter((operation) => operation.access === 'identity').map((operation) => `${operation.group}.${operation.name}`)
      expect(identity.sort()).toEqual(['queue.stats', 'schedule.status', 'store.blob-list', 'store.doc-get', 'store.doc-search', 'store.kv-get', 'store.kv-scan', 'store.usage', 'watchers.status'])
      for (const operation of agentInfraPlugin.operations.filter((operation) => operation.access === 'identity')) expect(operation.effects ?? []).toEqual([])
    })

    it('answers what the wallet paid to store, charging nothing; another wallet reaches none of it', async () => {
      const alice = wallet()
      const bob = wallet()
      await paid('store/kv-put', { key: 'plan', value: { step: 1 } }, alice)
      await paid('store/doc-put', { collection: 'notes', id: 'n1', doc: { title: 'hello' } }, alice)
      await paid('store/blob-put', { name: 'b1', data: 'aGVsbG8=' }, alice)
      const settledBefore = gate.settled.length
      // The proven wallet is the owner, whatever the case of its EVM address.
      const kv = await signedIn('store/kv-get', { key: 'plan' }, alice.toUpperCase().replace('0X', '0x'))
      expect(kv.status).toBe(200)
      expect(kv.body.data).toMatchObject({ key: 'plan', value: { step: 1 } })
      expect(kv.body.meta).toMatchObject({ caller: 'free', cost: { amount: '0' } })
      expect((await signedIn('store/kv-scan', {}, alice)).body.data.items.map((item: { key: string }) => item.key)).toEqual(['plan'])
      expect((await signedIn('store/doc-get', { collection: 'notes', id: 'n1' }, alice)).body.data).toMatchObject({ doc: { title: 'hello' } })
      expect((await signedIn('store/doc-search', { collection: 'notes' }, alice)).status).toBe(200)
      expect((await signedIn('store/blob-list', {}, alice)).body.data.items).toHaveLength(1)
      expect((await signedIn('store/usage', {}, alice)).body.data).toMatchObject({ items: 3 })
      expect((await signedIn('watchers/status', undefined, alice)).status).toBe(200)
      expect(gate.settled.length).toBe(settledBefore)
      expect(await signedIn('store/kv-get', { key: 'plan' }, bob)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
      expect((await signedIn('store/doc-search', { collection: 'notes' }, bob)).body.data.items).toEqual([])
    })

    it('still asks a payment for a change, and of a read without a sign-in', async () => {
      const alice = wallet()
      const put = await signedIn('store/kv-put', { key: 'k', value: 1 }, alice)
      expect(put.status).toBe(402)
      const unsigned = await h.call('/api/store/kv-get', { key: 'k' })
      expect(unsigned.status).toBe(402)
      // Paying for the read still works, for callers that do not sign in.
      expect((await h.call('/api/store/kv-get', { key: 'k' }, undefined, { headers: { 'x-test-payer': alice } })).status).toBe(404)
    })
  })
}
