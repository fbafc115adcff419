import { expect, it } from 'vitest'
import { paced } from '../src/upstreams/nominatim.ts'

it('spaces Nominatim calls one second apart by default, as its usage policy asks', async () => {
  const started = Date.now()
  await paced({})
  await paced({})
  await paced({})
  expect(Date.now() - started).toBeGreaterThanOrEqual(1950)
  const quick = Date.now()
  await new Promise((resolve) => setTimeout(resolve, 1000))
  await paced({ nominatimIntervalMs: 0 })
  await paced({ nominatimIntervalMs: 0 })
  expect(Date.now() - quick).toBeLessThan(1500)
})
