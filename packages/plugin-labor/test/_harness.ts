import type { RecordedRequest, TestHostOptions } from '@svc/core/testing'
import { laborPlugin } from '../src/index.ts'

export const PATH = '/publicAPI/v2/timeseries/data/'
const fixture = (name: string) => ({ file: `bls/${name}` })

/** BLS answers by the first series asked for: the recorded-shape fixture of that program, else "does not exist". */
function answer(request: RecordedRequest) {
  const first = String(JSON.parse(request.body).seriesid?.[0] ?? '')
  if (first.startsWith('JTS000000000000000QU')) return fixture('jolts-quits.json')
  if (first.startsWith('LASST06')) return fixture('laus-california.json')
  if (first.startsWith('OEUN0000000000000151252')) return fixture('oews-software-developers.json')
  return fixture('no-data.json')
}

export const laborFixtures = { plugins: [laborPlugin], upstreams: ['bls'], routes: { [`POST ${PATH}`]: answer } } satisfies TestHostOptions

