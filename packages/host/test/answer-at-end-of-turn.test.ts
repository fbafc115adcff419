import { describe, expect, it } from 'vitest'
import { answerAtEndOfTurn } from '../src/index.ts'

describe('answerAtEndOfTurn', () => {
  it('sends an answer made in its request\'s turn at the end of that turn', async () => {
    const order: string[] = []
    setImmediate(() => order.push('end of turn'))
    const answer = await answerAtEndOfTurn(async () => new Response('made at once'))(new Request('http://host/a')).then((response) => {
      order.push('answered')
      return response.text()
    })
    expect(answer).toBe('made at once')
    expect(order).toEqual(['end of turn', 'answered'])
  })

  it('sends an answer made in a later turn at once', async () => {
    const order: string[] = []
    const later = () => new Promise<Response>((resolve) => setTimeout(() => {
      // Made in a later turn: the answer must not wait for this turn's end.
      setImmediate(() => order.push('end of the later turn'))
      resolve(new Response('made later'))
    }, 5))
    const response = await answerAtEndOfTurn(later)(new Request('http://host/b'))
    order.push('answered')
    expect(await response.text()).toBe('made later')
    await new Promise((resolve) => setImmediate(resolve))
    expect(order).toEqual(['answered', 'end of the later turn'])
  })
})
