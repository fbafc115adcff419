import type { CountdownJob } from './job.ts'

/** What one frame shows. */
export interface FrameState {
  /** The end date has passed at this frame's time. */
  expired: boolean
  /** Digits per cell: days (when shown), hours, minutes, seconds. */
  values: string[]
  dividersOn: boolean
}

/**
 * Frame i shows the time left `floor(i / fps)` seconds after the request: whole seconds,
 * counted down to 00 and then, once the end has passed, the expired state.
 */
export function frameStates(job: CountdownJob, blink: boolean): FrameState[] {
  const states: FrameState[] = []
  const two = (value: number) => String(value).padStart(2, '0')
  for (let i = 0; i < job.seconds * job.fps; i++) {
    const elapsedMs = Math.floor(i / job.fps) * 1000
    const leftMs = job.remainingMs - elapsedMs
    const left = Math.max(0, Math.floor(leftMs / 1000))
    const [days, hours] = job.showDays ? [Math.floor(left / 86_400), Math.floor((left % 86_400) / 3600)] : [0, Math.floor(left / 3600)]
    const values = [two(hours), two(Math.floor((left % 3600) / 60)), two(left % 60)]
    if (job.showDays) values.unshift(two(days))
    const expired = leftMs <= 0
    states.push({ expired, values, dividersOn: !blink || expired || job.fps < 2 || i % job.fps < Math.ceil(job.fps / 2) })
  }
  return states
}
