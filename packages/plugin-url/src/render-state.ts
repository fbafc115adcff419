import { closeBrowserPool } from '@svc/providers/chromium'

/** Whether url.render started the shared browser in this process, so the plugin's stop closes it. */
let used = false

export const browserUsed = () => {
  used = true
}

export async function closeBrowserIfUsed(): Promise<void> {
  if (!used) return
  await closeBrowserPool()
}
