import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** The ECB files recorded for @svc/plugin-convert (the same adapter reads them; see its test/fixtures/ecb/README.md). */
const convertDir = dirname(createRequire(import.meta.url).resolve('@svc/plugin-convert/package.json'))
export const ecbFixture = (name: string) => ({ file: join(convertDir, 'test/fixtures/ecb', name) })

export const DAILY = '/stats/eurofxref/eurofxref-daily.xml'
export const HIST_90D = '/stats/eurofxref/eurofxref-hist-90d.xml'
export const HIST = '/stats/eurofxref/eurofxref-hist.xml'
export const ROUTES = {
  [`GET ${DAILY}`]: ecbFixture('eurofxref-daily.xml'),
  [`GET ${HIST_90D}`]: ecbFixture('eurofxref-hist-90d.xml'),
  [`GET ${HIST}`]: ecbFixture('eurofxref-hist.xml'),
}
/** The recorded daily file is the publication of Friday 2024-06-28: "today" is the Sunday after. */
export const TODAY = new Date('2024-06-30T12:00:00Z')
