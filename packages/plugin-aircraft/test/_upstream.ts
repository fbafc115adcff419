import { join } from 'node:path'
import type { FixtureAnswer, TestHostOptions } from '@svc/core/testing'
import { aviationPlugin } from '@svc/plugin-aviation'
import { aircraftPlugin } from '../src/index.ts'

export const fixture = (name: string, status = 200): FixtureAnswer => ({ status, file: name })
const ntsb = (name: string): FixtureAnswer => ({ file: join(import.meta.dirname, '../../plugin-aviation/test/fixtures/ntsb', name) })

/** Both databases and NTSB CAROL (through the aviation plugin) on one fixture server. */
export const aircraftFixtures = {
  plugins: [aircraftPlugin, aviationPlugin],
  upstreams: ['adsbdb', 'hexdb', 'ntsb-carol'],
  routes: {
    'GET /v0/aircraft/N628TS': fixture('adsbdb/N628TS.json'),
    'GET /v0/aircraft/A835AF': fixture('adsbdb/N628TS.json'),
    'GET /v0/aircraft/4B1805': fixture('adsbdb/4B1805.json'),
    'GET /v0/aircraft/HB-JCN': fixture('adsbdb/4B1805.json'),
    'GET /v0/aircraft/N8163F': fixture('adsbdb/unknown.json', 404),
    'GET /v0/aircraft/ZZ-ZZZ': fixture('adsbdb/unknown.json', 404),
    'GET /api/v1/aircraft/A835AF': fixture('hexdb/A835AF.json'),
    'GET /api/v1/aircraft/4B1805': fixture('hexdb/4B1805.json'),
    'GET /api/v1/aircraft/AB226D': fixture('hexdb/not-found.json', 404),
    'POST /carol-main-public/api/Session/CreateSession': ntsb('session.txt'),
    // The Florida answer holds N8163F's case; every other registration has none.
    'POST /carol-main-public/api/Query/Main': (request) => ntsb(request.body.includes('N8163F') ? 'query-florida.json' : 'query-empty.json'),
  },
} satisfies TestHostOptions
