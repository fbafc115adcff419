import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { businessPlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const LEI = '529900T8BM49AURSDO55'
const CASES: CheckCase[] = [
  ['entity-profile', [['state=CT', 'entityId'], ['state=CT&entityId=123&name=acme', 'name']], 'state=CT&name=acme'],
  ['entity-screen', [['state=NY', 'name']], 'state=NY&name=acme'],
  ['lei-isins', [['limit=5', 'lei'], [`lei=${LEI}&isin=US0378331005`, 'lei']], 'isin=US0378331005'],
  ['uk-companies', [['limit=5', 'query'], ['query=tesco&companyNumber=00445790', 'query']], 'query=tesco'],
  ['naics', [['level=2', 'code'], ['code=51&query=software', 'code']], 'query=software'],
  ['br-cnpj', [['cnpj=19131243000198', 'cnpj']], 'cnpj=19.131.243/0001-97'],
  ['id-resolve', [['lei=529900T8BM49AURSDO55&ticker=AAPL', 'name'], ['cik=00012345678901', 'cik']], null],
]

checksBeforePayment(businessPlugin, CASES)
