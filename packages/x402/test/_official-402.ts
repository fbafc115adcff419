import { PaymentRequiredV2Schema } from '@x402/core/schemas'
import type { TestApp } from '@svc/core/testing'
import { expect } from 'vitest'
import { decodeBase64Json } from '../src/testing/index.ts'

/** How many PAYMENT-REQUIRED headers the official schema has read in this test file. */
export const officialReads = { count: 0 }

/**
 * Every 402's PAYMENT-REQUIRED header, read with the official `@x402/core` schema (as strict
 * clients such as mppx's x402 layer read it): an answer it refuses fails the test that got it.
 */
export function checkedByOfficialSchema(response: Response): Response {
  const header = response.status === 402 ? response.headers.get('payment-required') : null
  if (header !== null) {
    const parsed = PaymentRequiredV2Schema.safeParse(decodeBase64Json(header))
    if (!parsed.success) throw new Error(`PAYMENT-REQUIRED does not follow x402 v2's PaymentRequired type: ${parsed.error.message}`)
    officialReads.count++
  }
  return response
}

/** The app, with every 402 it answers checked against the official schema. */
export function officiallyChecked<T extends TestApp>(app: T): T {
  const request = app.request.bind(app)
  return { ...app, request: async (path, init) => checkedByOfficialSchema(await request(path, init)) }
}

/** What the header of a 402 whose JSON body is `body` carries: the same envelope, `resource` as x402's ResourceInfo. */
export function asHeader(body: Record<string, unknown>): Record<string, unknown> {
  return { ...body, resource: { url: body.resource, description: expect.any(String), mimeType: expect.stringMatching(/^application\//) } }
}
