// Type tests of `notFound`, checked by `pnpm typecheck`: a request that turns the 404 into NOT_FOUND answers the
// schema's data, and its function reads the 404 answer.
import * as v from 'valibot'
import { expectTypeOf } from 'vitest'
import type { UpstreamClient, UpstreamResponse } from '../src/index.ts'

declare const client: UpstreamClient
const record = v.object({ id: v.string(), name: v.nullable(v.string()) })

export async function typed() {
  const found = await client.json('/records/r1', { schema: record, notFound: 'Registry API has no record r1' })
  expectTypeOf(found.data).toEqualTypeOf<{ id: string; name: string | null }>()
  const made = await client.json('/records/r1', {
    schema: record,
    notFound: (answer) => {
      expectTypeOf(answer).toEqualTypeOf<UpstreamResponse<unknown>>()
      return `Registry API has no record (${answer.status})`
    },
  })
  expectTypeOf(made.data).toEqualTypeOf<{ id: string; name: string | null }>()
  expectTypeOf((await client.text('/records/r1', { notFound: 'none' })).data).toEqualTypeOf<string>()
  // @ts-expect-error a message or a function of the answer, not a status
  await client.json('/records/r1', { schema: record, notFound: 404 })
}
