import { definePlugin } from '@svc/core'
import { closeBrowserIfUsed } from './render-state.ts'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The url group: url.clean on the host; url.unfurl and url.map read the caller's site through core's URL guard; url.render uses ai.screenshot's browser. */
export const urlPlugin = definePlugin({
  group: 'url',
  search: { vocabulary },
  operations,
  lifecycle: { stop: closeBrowserIfUsed },
})
