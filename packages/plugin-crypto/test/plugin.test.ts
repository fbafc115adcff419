import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { cryptoPlugin } from '../src/index.ts'

// Examples only for operations that answer without an upstream; adapters are tested on fixtures.
testPlugin(cryptoPlugin, {
  catalog: serviceCatalog,
  examples: {
    'crypto.address-screen': { address: '0x098b716b8aaf21512996dc57eb0615e2383e2f96' },
    'crypto.address-validate': { chain: 'eth', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' },
    'crypto.decode-calldata': { data: '0xa9059cbb' },
  },
})
