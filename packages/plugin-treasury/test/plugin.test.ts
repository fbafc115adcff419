import { testPlugin } from '@svc/core/testing'
import { treasuryPlugin } from '../src/index.ts'

// The examples reach Fiscal Data on the fixture server, answered with the files of treasury.test.ts.
testPlugin(treasuryPlugin, {
  routes: {
    'GET /services/api/fiscal_service/v2/accounting/od/debt_to_penny': { file: 'fiscal-data/debt_to_penny.json' },
    'GET /services/api/fiscal_service/v1/accounting/dts/operating_cash_balance': { file: 'fiscal-data/operating_cash_balance.json' },
    'GET /services/api/fiscal_service/v1/accounting/od/rates_of_exchange': { file: 'fiscal-data/rates_of_exchange.json' },
    'GET /services/api/fiscal_service/v1/accounting/mts/mts_table_1': { file: 'fiscal-data/mts_table_1.json' },
  },
})
