import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createEmbeddedState, defineOperation, definePlugin, type StateStore } from '../src/index.ts'
import { testHost } from '../src/testing/index.ts'

const source = { provider: 'Counter', url: 'https://counter.invalid', license: 'none' }

/** A plugin instance that knows how often it was started and stopped, and counts calls in the host's state. */
function counter() {
  const own = { starts: 0, stops: 0 }
  const plugin = definePlugin({
    name: '@svc/plugin-host-counter',
    version: '0.0.0',
    group: 'counter',
    lifecycle: {
      start() {
        own.starts++
      },
      stop() {
        own.stops++
      },
    },
    operations: [
      defineOperation({
        name: 'count',
        method: 'POST',
        description: 'Counts the calls in the host state.',
        input: v.object({}),
        price: { usd: 0.01 },
        async handler({ state }) {
          return { ok: true, items: [{ count: await state.increment('counter:count') }], total: 1, source }
        },
      }),
    ],
  })
  return Object.assign(plugin, { own })
}

/** States opened by `sharedState`, with how often each was closed. */
const opened: Array<{ state: StateStore; closes: number }> = []
function counted(): StateStore {
  const state = createEmbeddedState()
  const entry = { state, closes: 0 }
  const close = state.close.bind(state)
  state.close = async () => {
    entry.closes++
    await close()
  }
  opened.push(entry)
  return state
}

describe('testHost with plugins made per host and one shared state', () => {
  const h = testHost({ plugins: () => counter(), sharedState: counted, start: true, hostPer: 'test' })

  it('gives each host its own plugin instances, all on the one state of the test', async () => {
    const a = h.open()
    const b = h.open()
    expect(a.plugins[0]).not.toBe(b.plugins[0])
    expect((await a.item('/api/counter/count', {})).count).toBe(1)
    expect((await b.item('/api/counter/count', {})).count).toBe(2)
    expect((await h.item('/api/counter/count', {})).count).toBe(3)
    expect(a.plugins[0]!.own).toEqual({ starts: 1, stops: 0 })
    expect(b.plugins[0]!.own).toEqual({ starts: 1, stops: 0 })
    // A host started before its first call, as at start-up.
    const c = h.open()
    await c.start()
    expect(c.plugins[0]!.own).toEqual({ starts: 1, stops: 0 })
    // One host closing stops its own plugin and leaves the state to the others.
    await a.close()
    expect(a.plugins[0]!.own).toEqual({ starts: 1, stops: 1 })
    expect(b.plugins[0]!.own.stops).toBe(0)
    expect((await b.item('/api/counter/count', {})).count).toBe(4)
    expect(opened).toHaveLength(1)
    expect(opened[0]!.closes).toBe(0)
  })

  it('closed the last test\'s state once, after its hosts, and opens a new one', async () => {
    expect(opened[0]!.closes).toBe(1)
    expect((await h.item('/api/counter/count', {})).count).toBe(1)
    expect(opened).toHaveLength(2)
  })
})

/** The plugin instances the host per file was built with. */
const made: Array<ReturnType<typeof counter>> = []
describe('testHost with one host per file', () => {
  const h = testHost({
    plugins: () => {
      const plugin = counter()
      made.push(plugin)
      return plugin
    },
    start: true,
    hostPer: 'file',
  })

  it('starts the host once, at the first call', async () => {
    expect((await h.item('/api/counter/count', {})).count).toBe(1)
    expect(made).toHaveLength(1)
  })

  it('keeps it, started, for the next test', async () => {
    expect((await h.item('/api/counter/count', {})).count).toBe(2)
    expect(made).toHaveLength(1)
    expect(made[0]!.own).toEqual({ starts: 1, stops: 0 })
  })

})

describe('after the tests of a host per file', () => {
  it('closed it once', () => {
    expect(made).toHaveLength(1)
    expect(made[0]!.own).toEqual({ starts: 1, stops: 1 })
  })
})

describe('testHost with one host per file on a shared state', () => {
  const h = testHost({ plugins: () => counter(), sharedState: counted, start: true, hostPer: 'file' })
  let first: StateStore | undefined

  it('runs the host on the shared state', async () => {
    expect((await h.item('/api/counter/count', {})).count).toBe(1)
    first = opened.at(-1)!.state
  })

  it('keeps that state open, with what it holds, for the next test', async () => {
    expect((await h.item('/api/counter/count', {})).count).toBe(2)
    expect(opened.find((entry) => entry.state === first)!.closes).toBe(0)
  })
})

describe('after the tests of a host per file on a shared state', () => {
  it('closed that state once', () => {
    expect(opened.at(-1)!.closes).toBe(1)
  })
})
