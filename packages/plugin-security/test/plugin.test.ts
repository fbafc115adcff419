import { serviceCatalog } from '@svc/catalog'
import { type FixtureServer, serveFixtures, testPlugin } from '@svc/core/testing'
import { afterAll, beforeAll } from 'vitest'
import { cweCatalog } from '../src/catalogs/cwe.ts'
import { securityPlugin } from '../src/index.ts'
import { fixture } from './_harness.ts'

// The shipped CWE data set loads once (a few seconds on a busy machine), before the timed calls;
// capec and attack read the made-up STIX fixture bundles from a local fixture server.
let fixtures: FixtureServer
beforeAll(async () => {
  fixtures = await serveFixtures({
    'GET /capec/2.1/stix-capec.json': fixture('mitre-capec', 'stix-capec.json'),
    'GET /enterprise-attack/enterprise-attack.json': fixture('mitre-attack', 'enterprise-attack.json'),
  })
  await cweCatalog()
}, 60_000)
afterAll(() => fixtures.close())

// Examples run here for the operations computed on the host (cwe) and those reading a bundle (capec,
// attack); the others call an upstream per request and are tested on fixtures in their own files.
testPlugin(securityPlugin, {
  catalog: serviceCatalog,
  examplesFile: new URL('../src/examples.json', import.meta.url),
  examples: {
    'security.cwe': { id: 'CWE-79' },
    'security.capec': { id: 'CAPEC-9001' },
    'security.attack': { id: 'T9001.001' },
  },
  upstreams: { 'mitre-capec': () => fixtures.url, 'mitre-attack': () => fixtures.url },
})
