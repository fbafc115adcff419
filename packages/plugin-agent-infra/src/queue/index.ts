import { ack, enqueue, lease, stats } from './operations.ts'

/** queue.*: at-least-once queues with visibility timeouts and dead letters, per wallet. */
export const queueOperations = [
  enqueue, // POST /api/queue/enqueue  0.005
  lease, //   POST /api/queue/lease    0.005
  ack, //     POST /api/queue/ack      0.005
  stats, //   POST /api/queue/stats    0.005
]
