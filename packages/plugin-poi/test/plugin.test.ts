import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { testPlugin } from '@svc/core/testing'
import { poiPlugin } from '../src/index.ts'

// The example reaches Overpass on the fixture server, answered with plugin-geo's file that near.test.ts uses.
const geoFixtures = join(dirname(createRequire(import.meta.url).resolve('@svc/plugin-geo/package.json')), 'test/fixtures')

testPlugin(poiPlugin, { routes: { 'GET /api/interpreter': { file: join(geoFixtures, 'overpass/restaurants.json') } } })
