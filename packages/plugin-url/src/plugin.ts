import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import clean from './operations/clean.ts'
import map from './operations/map.ts'
import render from './operations/render.ts'
import unfurl from './operations/unfurl.ts'
import { closeBrowserIfUsed } from './render-state.ts'
import { vocabulary } from './vocabulary.ts'

/** The url group: url.clean on the host; url.unfurl and url.map read the caller's site through core's URL guard; url.render uses ai.screenshot's browser. */
export const urlPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'url',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    clean, //  GET /api/url/clean   0.0027  tidy-url rules, no network
    unfurl, // GET /api/url/unfurl  0.0025  the page (fetchPublicUrl): Open Graph, Twitter card, oEmbed, icons
    map, //    GET /api/url/map     0.0027  robots.txt, sitemaps and the page's same-site links (fetchPublicUrl)
    render, // GET /api/url/render  0.015   headless Chromium: ai.screenshot's pool (@svc/providers/chromium renderHtml)
  ],
  lifecycle: { stop: closeBrowserIfUsed },
})
