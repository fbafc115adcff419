import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { serviceCatalog } from '@svc/catalog'
import { testPlugin, testHost } from '@svc/core/testing'
import { govPlugin } from '@svc/plugin-gov'
import { waterPlugin } from '../src/index.ts'

// The example calls gov.usgs-water, which reaches NWIS on the fixture server, answered with plugin-gov's file.
const govFixtures = join(dirname(createRequire(import.meta.url).resolve('@svc/plugin-gov/package.json')), 'test/fixtures')
const h = testHost({ plugins: [waterPlugin, govPlugin], upstreams: ['usgs-water'], routes: { 'GET /nwis/iv/': { file: join(govFixtures, 'usgs-water/iv-01646500.json') } } })
testPlugin(waterPlugin, { catalog: serviceCatalog, plugins: [govPlugin], upstreams: h.upstreams, examplesFile: new URL('../src/examples.json', import.meta.url) })
