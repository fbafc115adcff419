import type { RecordedRequest, TestHostOptions } from '@svc/core/testing'
import { econPlugin } from '../src/index.ts'

export const fixture = (path: string) => ({ file: path })
const SERIES = ['UNRATE', 'USREC', 'DCOILWTICO']

/** FRED answers the recorded series and 400 "does not exist" for any other. */
const observations = (request: RecordedRequest) => {
  const id = request.query.get('series_id') ?? ''
  return SERIES.includes(id) ? fixture(`fred/${id}.json`) : { status: 400, ...fixture('fred/missing-series.json') }
}

/** The tags of the series with a recorded tags file (copyright label and source); FRED's 400 for any other. */
const TAGGED = ['UNRATE', 'WIPCPI', 'CSUSHPINSA', 'USREC']
const seriesTags = (request: RecordedRequest) => {
  const id = request.query.get('series_id') ?? ''
  return TAGGED.includes(id) ? fixture(`fred/series-tags-${id}.json`) : { status: 400, ...fixture('fred/missing-series.json') }
}

export const econFixtures = {
  plugins: [econPlugin],
  upstreams: ['fred', 'treasury-rates', 'cftc'],
  keys: { fred: 'fred-key' },
  routes: {
    'GET /fred/series/observations': observations,
    'GET /fred/series/tags': seriesTags,
    'GET /fred/category/children': fixture('fred/category-children.json'),
    'GET /fred/releases': fixture('fred/releases.json'),
    'GET /fred/release/dates': fixture('fred/release-dates.json'),
    'GET /geofred/series/data': fixture('fred/geofred-series-data.json'),
    'GET /resource-center/data-chart-center/interest-rates/pages/xml': (request) =>
      request.query.get('field_tdr_date_value_month') === '202410' ? fixture('treasury/yield-curve-202410.xml') : fixture('treasury/yield-curve-empty.xml'),
    'GET /resource/6dca-aqww.json': fixture('cftc/cot-gold.json'),
  },
} satisfies TestHostOptions

