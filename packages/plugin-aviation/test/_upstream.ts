import type { FixtureAnswer, TestHostOptions } from '@svc/core/testing'
import { aviationPlugin } from '../src/index.ts'

export const fixture = (name: string, status = 200): FixtureAnswer => ({ status, file: name })

/** The aviation plugin with the AWC and CAROL on the fixture server (every operation at price 0): a test adds its `routes`. */
export const aviationFixtures = { plugins: [aviationPlugin], upstreams: ['aviationweather', 'ntsb-carol'] } satisfies TestHostOptions
