import { testPlugin } from '@svc/core/testing'
import { fxPlugin } from '../src/index.ts'
import { ROUTES } from './_ecb.ts'

// The examples reach the ECB on the fixture server, answered with the files recorded for plugin-convert,
// on the Sunday after the daily file's publication.
testPlugin(fxPlugin, { routes: ROUTES, examplesAt: '2024-06-30T12:00:00Z' })
