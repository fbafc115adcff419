import { testPlugin } from '@svc/core/testing'
import { climatePlugin } from '../src/index.ts'

// The examples reach NCEI on the fixture server, answered with the files of climate.test.ts.
testPlugin(climatePlugin, {
  routes: {
    'GET /pub/data/ghcn/daily/ghcnd-stations.txt': { file: 'ncei/ghcnd-stations.txt', headers: { 'content-type': 'text/plain' } },
    'GET /access/services/data/v1': { file: 'ncei/daily-USW00094728.json' },
  },
})
