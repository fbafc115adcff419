import { serveFixtures, testPlugin, type FixtureServer } from '@svc/core/testing'
import { afterAll, beforeAll } from 'vitest'
import { devPlugin } from '../src/index.ts'

const fixture = (path: string) => ({ file: path })
let fixtures: FixtureServer
beforeAll(async () => {
  fixtures = await serveFixtures({
    'GET /-/v1/search': fixture('npm/search.json'),
    'GET /api/v1/crates': fixture('crates-io/crates.json'),
    'GET /api/v4/projects': fixture('gitlab/projects.json'),
    'GET /2.3/search/advanced': fixture('stack-exchange/search.json'),
    'GET /rfc/rfc9110.json': fixture('rfc-editor/rfc9110.json'),
  })
})
afterAll(() => fixtures.close())
const local = () => fixtures.url

testPlugin(devPlugin, {
  examples: {
    'dev.csv-to-json': { csv: 'a,b\n1,2' },
    'dev.json-to-csv': { rows: [{ a: 1 }] },
    'dev.diff-json': { a: { x: 1 }, b: { x: 2 } },
    'dev.flatten-json': { data: { a: { b: 1 } } },
    'dev.json-to-typescript': { sample: { a: 1 } },
    'dev.json-to-zod': { sample: { a: 1 } },
    'dev.jwt-decode': { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln' },
    'dev.regex-test': { pattern: 'a', text: 'abc' },
    'dev.preflight': { origin: 'https://a.example', method: 'GET' },
    'dev.uuid': { version: 'v4' },
    'dev.pkgjs-search': { q: 'date' },
    'dev.rustpkg-search': { q: 'http' },
    'dev.codehost-alt-search': { q: 'gitlab' },
    'dev.qasite-search': { q: 'undefined' },
    'dev.rfc': { number: 9110 },
  },
  upstreams: { 'npm-registry': local, 'crates-io': local, gitlab: local, 'stack-exchange': local, 'rfc-editor': local, 'ietf-datatracker': local },
})
