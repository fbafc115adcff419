import { join } from 'node:path'
import { upstreamHarness, type FixtureAnswer } from '@svc/core/testing'
import { aviationPlugin } from '../src/index.ts'

export const fixture = (name: string, status = 200): FixtureAnswer => ({ status, file: join(import.meta.dirname, 'fixtures', name) })

/** The aviation plugin against a fixture server for the AWC and CAROL (every operation at price 0). */
export const fixtureServer = (routes: Record<string, FixtureAnswer>) => upstreamHarness({ plugins: [aviationPlugin], upstreams: ['aviationweather', 'ntsb-carol'], routes })
