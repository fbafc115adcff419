import { createEmbeddedState, type PluginContext, type SvcConfig } from '@svc/core'
import { manualClock } from '@svc/core/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { backgroundLifecycle } from '../src/background.ts'

/** What the loop reads of its host: the state, the webhook settings, a log and the clock. */
function contextOf(log: string[]): PluginContext {
  const clock = manualClock()
  return {
    state: createEmbeddedState({ now: clock.now }),
    config: { settings: { webhooks: { pollIntervalMs: 1000 } } } as unknown as SvcConfig,
    settings: {},
    log: (message) => void log.push(message),
    now: clock.now,
    upstream: () => {
      throw new Error('not used')
    },
    call: () => Promise.reject(new Error('not used')),
  }
}

describe('the background loop', () => {
  afterEach(() => void vi.useRealTimers())

  it('ticks on its timer one tick at a time; tick() runs after the one under way; stop waits for it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const events: string[] = []
    let finish: (() => void) | undefined
    const lifecycle = backgroundLifecycle([async () => {
      events.push('tick')
      await new Promise<void>((resolve) => (finish = resolve))
      events.push('done')
    }])
    const log: string[] = []
    lifecycle.start(contextOf(log))
    await vi.advanceTimersByTimeAsync(999)
    expect(events).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(events).toEqual(['tick'])
    // Neither the timer nor tick() starts a tick while one runs.
    const manual = lifecycle.tick()
    await vi.advanceTimersByTimeAsync(5000)
    expect(events).toEqual(['tick'])
    finish!()
    await vi.advanceTimersByTimeAsync(0)
    expect(events).toEqual(['tick', 'done', 'tick'])
    finish!()
    await manual
    expect(events).toEqual(['tick', 'done', 'tick', 'done'])
    // The timer goes on a poll interval after its own tick ended.
    await vi.advanceTimersByTimeAsync(1000)
    expect(events).toEqual(['tick', 'done', 'tick', 'done', 'tick'])
    let stopped = false
    const stopping = lifecycle.stop().then(() => void (stopped = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(stopped).toBe(false)
    finish!()
    await stopping
    await vi.advanceTimersByTimeAsync(5000)
    await lifecycle.tick()
    expect(events).toEqual(['tick', 'done', 'tick', 'done', 'tick', 'done'])
    expect(log).toEqual([])
  })
})
