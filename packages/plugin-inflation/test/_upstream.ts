import type { RecordedRequest, TestHostOptions } from '@svc/core/testing'
import { inflationPlugin } from '../src/index.ts'

const fixture = (path: string) => ({ file: path })
export const OBS = '/fred/series/observations'
export const HICP = '/service/data/ICP/M.U2.N.000000.4.ANR'

function fredAnswer(request: RecordedRequest) {
  const series = request.query.get('series_id')
  const start = request.query.get('observation_start')
  if (series === 'CPIAUCNS') {
    if (!start) return fixture('fred/CPIAUCNS-latest.json')
    if (start === '2020-01-01' && !request.query.get('frequency')) return fixture('fred/CPIAUCNS-2020-01.json')
    return fixture(`fred/CPIAUCNS-${start.slice(0, 4)}.json`)
  }
  return series === 'CPIAUCSL' ? fixture('fred/CPIAUCSL-pc1.json') : fixture(`fred/${series}.json`)
}

/** FRED and the ECB data portal on one fixture server, answering the recorded series. */
export const inflationFixtures = {
  plugins: [inflationPlugin],
  upstreams: ['fred', 'ecb-data'],
  keys: { fred: 'fred-key' },
  routes: { [`GET ${OBS}`]: fredAnswer, [`GET ${HICP}`]: { headers: { 'content-type': 'text/csv' }, ...fixture('ecb-data/hicp-U2.csv') } },
} satisfies TestHostOptions
