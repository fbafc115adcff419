import { testHost, testPlugin } from '@svc/core/testing'
import { aviationPlugin } from '../src/index.ts'
import { aviationFixtures, fixture } from './_upstream.ts'

// The examples reach the Aviation Weather Center and NTSB CAROL on the fixture server, answered with the files
// of the other tests, at the time sigmet.test.ts reads its advisories (convective SIGMET 3E in effect).
const h = testHost({ ...aviationFixtures, routes: {
  'POST /carol-main-public/api/Session/CreateSession': fixture('ntsb/session.txt'),
  'POST /carol-main-public/api/Query/Main': fixture('ntsb/query-florida.json'),
  'GET /api/data/metar': fixture('aviationweather/metar.json'),
  'GET /api/data/airsigmet': fixture('aviationweather/airsigmet.json'),
  'GET /api/data/taf': fixture('aviationweather/taf.json'),
} })
testPlugin(aviationPlugin, { upstreams: h.upstreams, examplesAt: '2026-03-29T02:10:00Z' })
