import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { netPlugin } from '../src/index.ts'

testPlugin(netPlugin, {
  catalog: serviceCatalog,
  examples: { 'net.mac-vendor': { mac: '00:00:0C:12:34:56' } },
})
