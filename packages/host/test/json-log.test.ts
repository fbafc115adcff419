import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseConfig } from '@svc/core'
import convert from '@svc/plugin-convert'
import { describe, expect, it } from 'vitest'
import { createHost, listen } from '../src/index.ts'

describe('SVC_LOG_FORMAT=json', () => {
  it('writes one JSON line per request, with the call facts for an operation', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'svc-json-log-'))
    const lines: string[] = []
    const host = await createHost({ plugins: [convert], config: parseConfig({ port: 0, host: '127.0.0.1', dataDir, logFormat: 'json' }) })
    const server = await listen(host, (line) => lines.push(line))
    try {
      const answer = await fetch(`${server.url}/api/convert/unit?value=1&from=mi&to=km&trial=1`)
      expect(answer.status).toBe(200)
      expect((await fetch(`${server.url}/api/convert/unit?value=abc&from=mi&to=km&trial=1`)).status).toBe(400)
      expect((await fetch(`${server.url}/health`)).status).toBe(200)
      const logged = lines.map((line) => JSON.parse(line))
      expect(logged[0]).toMatchObject({
        level: 'info',
        method: 'GET',
        path: '/api/convert/unit',
        status: 200,
        requestId: answer.headers.get('x-svc-request-id'),
        operation: 'convert.unit',
        caller: 'trial',
        costUsd: 0,
        settlement: null,
      })
      expect(logged[0].latencyMs).toBeGreaterThanOrEqual(0)
      expect(logged[1]).toMatchObject({ status: 400, operation: 'convert.unit', errorCode: 'INVALID_INPUT' })
      expect(logged[2]).toEqual({ time: expect.any(String), level: 'info', method: 'GET', path: '/health', status: 200, latencyMs: expect.any(Number) })
    } finally {
      await server.close()
    }
  })
})
