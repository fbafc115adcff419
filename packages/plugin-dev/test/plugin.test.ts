import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { devPlugin } from '../src/index.ts'

testPlugin(devPlugin, {
  catalog: serviceCatalog,
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
  },
})
