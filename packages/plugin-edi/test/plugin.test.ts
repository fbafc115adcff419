import { testPlugin } from '@svc/core/testing'
import { ediPlugin } from '../src/index.ts'
import { fixture } from './_edi.ts'

testPlugin(ediPlugin, {
  examples: {
    'edi.parse': { edi: fixture('x12/850-4010.edi') },
    'edi.ack': { edi: fixture('x12/850-4010.edi') },
    'edi.edifact': { edi: fixture('edifact/orders-d96a.edi') },
    'edi.edifact-generate': { sender: { id: 'A' }, recipient: { id: 'B' }, messages: [{ type: 'ORDERS', release: '96A', segments: [{ tag: 'BGM', elements: ['220'] }] }] },
    'edi.generate': { sender: { id: 'A' }, receiver: { id: 'B' }, groups: [{ transactions: [{ type: '850', segments: [{ tag: 'BEG', elements: ['00'] }] }] }] },
  },
})
