import { randomBytes } from 'node:crypto'
import type { StateStore } from '@svc/core'
import { createTestApp, createTestPaymentGate, type TestApp } from '@svc/core/testing'
import { agentInfraPlugin } from '../src/index.ts'

/** A fresh wallet per test, so suites sharing one Redis never see each other's data. */
export const wallet = () => `0x${randomBytes(20).toString('hex')}`

export interface Infra {
  app: TestApp
  /** POST an operation as `payer` (a verified wallet through the test gate); trial when payer is 'trial'. */
  call(path: string, body: unknown, payer: string): Promise<{ status: number; body: any }>
}

/** `Infra.call` on a test app. */
export function callerOf(app: TestApp): Infra['call'] {
  return async (path, body, payer) => {
    const trial = payer === 'trial'
    const response = await app.request(`/api/${path}${trial ? '?trial=1' : ''}`, { method: 'POST', json: body, headers: trial ? { 'x-forwarded-for': '203.0.113.9' } : { 'x-test-payer': payer } })
    return { status: response.status, body: await response.json() }
  }
}

export function infraApp(state: StateStore, settings: Record<string, Record<string, unknown>> = {}): Infra {
  const app = createTestApp({ plugins: [agentInfraPlugin], state, gate: createTestPaymentGate(), config: { settings } })
  return { app, call: callerOf(app) }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
