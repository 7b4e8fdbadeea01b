import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { startPeriodic } from './periodic'

function capture() {
  const lines: Array<Record<string, unknown>> = []
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) })
  return { logger, lines }
}

describe('a periodic job', () => {
  it('runs on start, logs what a run did under its name, and tells its caller', async () => {
    const { logger, lines } = capture()
    const counts = [2, 0]
    const done: number[] = []
    const job = startPeriodic('service-reminders', async () => counts.shift() ?? 0, {
      logger,
      intervalMs: 60_000,
      done: { field: 'queued', message: 'service reminders queued' },
      onDone: (count) => done.push(count),
    })
    // The run begun on start.
    expect(await job.run()).toBe(2)
    expect(await job.run()).toBe(0)
    await job.stop()
    expect(done).toEqual([2])
    expect(lines.map(({ component, queued, msg }) => ({ component, queued, msg }))).toEqual([{ component: 'service-reminders', queued: 2, msg: 'service reminders queued' }])
  })

  it('never runs twice at once, and a failed run is logged and tried again next time', async () => {
    const { logger, lines } = capture()
    let calls = 0
    let release: () => void = () => {}
    const job = startPeriodic(
      'rental-hold-expiry',
      async () => {
        calls += 1
        if (calls === 1) await new Promise<void>((resolve) => (release = resolve))
        if (calls === 2) throw new Error('database unreachable')
        return 1
      },
      { logger, intervalMs: 60_000, done: { field: 'released', message: 'released' }, onDone: () => {} },
    )
    const first = job.run()
    expect(job.run()).toBe(first)
    release()
    expect(await first).toBe(1)
    expect(await job.run()).toBe(0)
    expect(lines.at(-1)).toMatchObject({ level: 50, err: 'database unreachable', msg: 'rental-hold-expiry failed; will try again' })
    expect(await job.run()).toBe(1)
    await job.stop()
    expect(await job.run()).toBe(0)
    expect(calls).toBe(3)
  })
})
