import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { beforeAll } from 'vitest'
import { geoPlugin } from '../src/index.ts'
import { parseAddress } from '../src/ip/address.ts'
import { lookupAddress } from '../src/ip/tables.ts'
import { resolveZip } from '../src/zip-table.ts'

// The ZIP table (7 MB of JavaScript) and the IPv4 range tables load on the first call: loaded here, outside the timed tests.
beforeAll(() => Promise.all([resolveZip('90210'), lookupAddress(parseAddress('8.8.8.8')!)]), 60_000)

// zip-resolve and ip are local: their 402 and trial run for real. The others reach providers (fixtures in their own tests).
testPlugin(geoPlugin, { catalog: serviceCatalog, examples: { 'geo.zip-resolve': { zip: '90210' }, 'geo.ip': { ip: '8.8.8.8' } } })
