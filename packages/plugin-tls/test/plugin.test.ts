import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { tlsPlugin } from '../src/index.ts'

// No examples: a call needs a TLS server (a local one in cert-info.test.ts).
testPlugin(tlsPlugin, { catalog: serviceCatalog, examplesFile: new URL('../src/examples.json', import.meta.url) })
