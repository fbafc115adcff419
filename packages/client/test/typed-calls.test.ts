import { describe, expect, it } from 'vitest'
import { createClient, isNormalized, type BinaryData, type CallResult, type LegacyData, type NormalizedData } from '../src/index.ts'
import type { DemoOperations } from './_demo-operations.ts'

// `pnpm typecheck` checks this file: every @ts-expect-error below must be an error, every other line must not.
async function typedCalls(): Promise<void> {
  const client = createClient<DemoOperations>({ baseUrl: 'http://localhost:3000', trial: true })
  const echo: CallResult<NormalizedData | LegacyData> = await client.call('demo.echo', { word: 'hi', times: 2 })
  if (isNormalized(echo.data)) {
    const items: Array<Record<string, unknown>> = echo.data.items
    void items
  }
  const pixel: CallResult<BinaryData> = await client.call('demo.pixel')
  void [echo, pixel]
  // @ts-expect-error a required param is missing
  await client.call('demo.echo', {})
  // @ts-expect-error a param of the wrong type
  await client.call('demo.echo', { word: 1 })
  // @ts-expect-error an unknown param
  await client.call('demo.shout', { text: 'a', loud: true })
  // @ts-expect-error params are required when the operation has required ones
  await client.call('demo.shout')
  // A third-party operation the map does not know: loose params, unknown data.
  const other: CallResult<unknown> = await client.call('weather.current', { lat: 1, lon: 2 })
  void other
  const batch = await client.batch([{ id: 'demo.echo', params: { word: 'a' } }, { id: 'demo.pixel' }])
  const first: NormalizedData | LegacyData = batch.data.results[0].data
  const second: BinaryData = batch.data.results[1].data
  void [first, second]
  // @ts-expect-error a batch call is checked against its own operation's params
  await client.batch([{ id: 'demo.echo', params: { word: 1 } }])
  // Without a map argument the built-in map of the first-party operations applies.
  const builtIn = createClient({ baseUrl: 'http://localhost:3000', trial: true })
  await builtIn.call('convert.unit', { value: 1, from: 'mi', to: 'km' })
  // @ts-expect-error convert.unit needs `to`
  await builtIn.call('convert.unit', { value: 1, from: 'mi' })
}

describe('typed calls', () => {
  it('are checked per operation by the type checker (this file is in `pnpm typecheck`)', () => {
    expect(typeof typedCalls).toBe('function')
  })
})
