import type { RecordedRequest, TestHostOptions } from '@svc/core/testing'
import { propertyPlugin } from '../src/index.ts'

const fixture = (name: string) => ({ file: `nyc-open-data/${name}` })
export const route = (dataset: string) => `GET /resource/${dataset}.json`

/** Socrata answers by dataset; a BBL, BIN or address the fixtures do not hold answers `[]` as Socrata does. */
const has = (request: RecordedRequest, ...values: string[]) => values.some((value) => [...request.query.values()].some((given) => given.includes(value)))

export const propertyFixtures = {
  plugins: [propertyPlugin],
  upstreams: ['nyc-open-data'],
  routes: {
    [route('8h5j-fqxa')]: (request) => (request.query.get('block') === '1234' ? fixture('acris-legals.json') : { body: [] }),
    [route('bnx9-e6tj')]: (request) => fixture(request.query.get('$where')?.includes('starts_with') ? 'acris-master-deeds.json' : 'acris-master-all.json'),
    [route('636b-3b5g')]: fixture('acris-parties.json'),
    [route('64uk-42ks')]: (request) => (request.query.get('bbl') === '3012340056' ? fixture('pluto-lot.json') : has(request, 'EXAMPLE STREET') ? fixture('pluto-address.json') : { body: [] }),
    [route('ipu4-2q9a')]: (request) => (request.query.get('bin__') === '3012345' ? fixture('dob-permits.json') : { body: [] }),
    [route('3h2n-5cm9')]: (request) => (has(request, '3012345') ? fixture('dob-violations.json') : { body: [] }),
    [route('wvxf-dwi5')]: (request) => (has(request, '3012345', '3012340056') ? fixture('hpd-violations.json') : { body: [] }),
  },
} satisfies TestHostOptions

