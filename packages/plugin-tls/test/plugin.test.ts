import { type FixtureServer, serveFixtures, testPlugin } from '@svc/core/testing'
import { afterAll, beforeAll } from 'vitest'
import { tlsPlugin } from '../src/index.ts'

// The example connects to example.com:443, which testPlugin's site answers with the kit's test certificate
// (self-signed, O = svc test kit, valid 2025-01-01 to 2050-01-01): no page is read, the site serves none.
let site: FixtureServer
beforeAll(async () => {
  site = await serveFixtures({})
})
afterAll(() => site.close())

testPlugin(tlsPlugin, { site: () => site.url })
