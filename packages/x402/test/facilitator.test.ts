import { serveFixtures, type FixtureServer } from '@svc/core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFacilitator, FacilitatorUnavailable } from '../src/index.ts'

let server: FixtureServer
beforeAll(async () => {
  server = await serveFixtures({
    'GET /ok/supported': { body: { kinds: [{ x402Version: 2, scheme: 'exact', network: 'eip155:84532' }] } },
    'POST /ok/verify': { body: { isValid: true, payer: '0xabc' } },
    'POST /ok/settle': { body: { success: true, transaction: '0x1', network: 'eip155:84532' } },
    'POST /auth/settle': { status: 401, body: '<html>unauthorized</html>' },
    'POST /refuse/settle': { status: 400, body: { errorReason: 'invalid_exact_evm_nonce_already_used' } },
    'POST /refuse/verify': { status: 400, body: { isValid: false, invalidReason: 'invalid_exact_evm_signature' } },
    'POST /down/settle': { status: 502, body: { success: false } },
    'POST /slow/settle': { delayMs: 1000, body: { success: true, transaction: '0x1', network: 'x' } },
    'POST /garbled/settle': { body: 'not json' },
    'POST /vague/settle': { body: { transaction: '0x1' } },
    'GET /down/supported': { status: 404, body: 'not found' },
  })
})
afterAll(() => server.close())

const at = (path: string, timeoutMs = 2000) => createFacilitator({ url: `${server.url}/${path}/`, timeoutMs, headers: (route) => ({ authorization: `Bearer key-for-${route}` }) })

describe('facilitator client', () => {
  it('posts the x402 v2 request bodies with the auth headers, and reads the answers', async () => {
    const facilitator = at('ok')
    expect(await facilitator.verify({ x402Version: 2 }, { scheme: 'exact' })).toEqual({ isValid: true, payer: '0xabc' })
    expect(await facilitator.settle({ x402Version: 2 }, { scheme: 'exact' })).toMatchObject({ success: true, transaction: '0x1' })
    expect(await facilitator.supported()).toEqual({ kinds: [{ x402Version: 2, scheme: 'exact', network: 'eip155:84532' }], extensions: [], signers: {} })
    const settle = server.requests.find((request) => request.path === '/ok/settle')!
    expect(JSON.parse(settle.body)).toEqual({ x402Version: 2, paymentPayload: { x402Version: 2 }, paymentRequirements: { scheme: 'exact' } })
    expect(settle.headers.authorization).toBe('Bearer key-for-/settle')
    expect(settle.headers['content-type']).toBe('application/json')
  })

  it('takes a 4xx as a definite refusal, with or without a JSON body', async () => {
    expect(await at('refuse').settle({}, {})).toMatchObject({ success: false, errorReason: 'invalid_exact_evm_nonce_already_used' })
    expect(await at('auth').settle({}, {})).toMatchObject({ success: false, errorReason: 'facilitator_http_401' })
    expect(await at('refuse').verify({}, {})).toMatchObject({ isValid: false, invalidReason: 'invalid_exact_evm_signature' })
  })

  it.each([
    ['a 5xx', 'down', 2000],
    ['a timeout', 'slow', 200],
    ['a body that is not JSON', 'garbled', 2000],
    ['an answer without success', 'vague', 2000],
  ])('reports %s as an unknown outcome', async (_label, path, timeoutMs) => {
    await expect(at(path, timeoutMs).settle({}, {})).rejects.toBeInstanceOf(FacilitatorUnavailable)
  })

  it('reports an unreachable facilitator and a /supported without kinds as unavailable', async () => {
    await expect(createFacilitator({ url: 'http://127.0.0.1:1' }).settle({}, {})).rejects.toBeInstanceOf(FacilitatorUnavailable)
    await expect(at('down').supported()).rejects.toBeInstanceOf(FacilitatorUnavailable)
  })
})
