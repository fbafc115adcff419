/** Whether url.render started the shared browser in this process, so the plugin's stop closes it (and only then loads plugin-ai). */
let used = false

export const browserUsed = () => {
  used = true
}

export async function closeBrowserIfUsed(): Promise<void> {
  if (!used) return
  const { closeBrowserPool } = await import('@svc/plugin-ai')
  await closeBrowserPool()
}
