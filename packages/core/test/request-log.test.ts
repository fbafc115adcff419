import { describe, expect, it } from 'vitest'
import { observedCall } from '../src/observe/events.ts'
import { jsonLogLine, loggedCall, rememberCall } from '../src/observe/request-log.ts'

describe('request log', () => {
  it("keeps a call's facts as plain values, none of its objects, and writes them in the line", () => {
    const request = new Request('http://localhost/api/bench/paid?x=1')
    // Made up for the test: a settled voucher call.
    const settlement = { status: 'settled' as const, network: 'eip155:84532', payer: '0xabc', amount: '10000', channel: '0x01' }
    const event = observedCall({ operation: 'bench.paid', requestId: 'req_1', startedAt: performance.now(), request, status: 200, caller: { kind: 'paid', ip: '', payer: { address: '0xabc' } } as never, paymentPresented: true, outcome: { chargedMicros: 10_000 as never, settlement } })
    rememberCall(event)
    const kept = loggedCall(request)!
    expect(kept.settlement).not.toBe(settlement)
    // Only strings, numbers and plain objects of them: the request, event and settlement are not held.
    expect(JSON.parse(JSON.stringify(kept))).toEqual(Object.fromEntries(Object.entries(kept).filter(([, value]) => value !== undefined)))
    expect(JSON.parse(jsonLogLine(request, 200, 1.26, new Date(0)))).toEqual({
      time: '1970-01-01T00:00:00.000Z', level: 'info', method: 'GET', path: '/api/bench/paid', status: 200, latencyMs: 1.3,
      requestId: 'req_1', operation: 'bench.paid', caller: 'paid', costUsd: 0.01, settlement: { status: 'settled', network: 'eip155:84532', transaction: null }, payer: '0xabc',
    })
  })

  it('writes no call facts for a request no operation answered', () => {
    expect(JSON.parse(jsonLogLine(new Request('http://localhost/health'), 200, 0.5, new Date(0)))).toEqual({ time: '1970-01-01T00:00:00.000Z', level: 'info', method: 'GET', path: '/health', status: 200, latencyMs: 0.5 })
  })
})
