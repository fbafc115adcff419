import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import crawl from './operations/crawl.ts'
import extract from './operations/extract.ts'
import { vocabulary } from './vocabulary.ts'

/** The search group's page operations (core serves search.endpoints). */
export const searchPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  group: 'search',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    crawl, //   POST /api/search/crawl    0.12   the site's pages, through the URL guard, robots.txt obeyed
    extract, // POST /api/search/extract  0.045  the pages, through the URL guard
  ],
})
