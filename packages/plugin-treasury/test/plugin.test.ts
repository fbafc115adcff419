import { join } from 'node:path'
import { serviceCatalog } from '@svc/catalog'
import { testPlugin, upstreamHarness } from '@svc/core/testing'
import { treasuryPlugin } from '../src/index.ts'

// The examples reach Fiscal Data on the fixture server, answered with the files of treasury.test.ts.
const h = upstreamHarness({
  plugins: [treasuryPlugin],
  upstreams: ['fiscal-data'],
  routes: {
    'GET /services/api/fiscal_service/v2/accounting/od/debt_to_penny': { file: join(import.meta.dirname, 'fixtures/fiscal-data/debt_to_penny.json') },
    'GET /services/api/fiscal_service/v1/accounting/dts/operating_cash_balance': { file: join(import.meta.dirname, 'fixtures/fiscal-data/operating_cash_balance.json') },
    'GET /services/api/fiscal_service/v1/accounting/od/rates_of_exchange': { file: join(import.meta.dirname, 'fixtures/fiscal-data/rates_of_exchange.json') },
    'GET /services/api/fiscal_service/v1/accounting/mts/mts_table_1': { file: join(import.meta.dirname, 'fixtures/fiscal-data/mts_table_1.json') },
  },
})
testPlugin(treasuryPlugin, { catalog: serviceCatalog, upstreams: h.upstreams, examplesFile: new URL('../src/examples.json', import.meta.url) })
