import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { beforeAll } from 'vitest'
import { geoPlugin } from '../src/index.ts'
import { resolveZip } from '../src/zip-table.ts'

// The ZIP table (7 MB of JavaScript) loads on the first call: loaded here, outside the timed tests.
beforeAll(() => resolveZip('90210'), 60_000)

// zip-resolve is local: its 402 and trial run for real. The others reach providers (fixtures in their own tests).
testPlugin(geoPlugin, { catalog: serviceCatalog, examples: { 'geo.zip-resolve': { zip: '90210' } } })
