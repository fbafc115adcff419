import { cancel, create, status } from './operations.ts'

/** schedule.*: cron or one-shot signed webhook callbacks, per wallet. */
export const scheduleOperations = [
  create, // POST /api/schedule/create  0.125
  status, // POST /api/schedule/status  0.005
  cancel, // POST /api/schedule/cancel  0.005
]
export { scheduleTask } from './schedules.ts'
