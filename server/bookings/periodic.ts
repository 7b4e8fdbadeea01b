/** A job run on start and every `intervalMs` in the process that sends the mail, never twice at once. */
import type { Logger } from 'pino'

export interface PeriodicJob {
  /** Runs now (also run on start); resolves with what it did. */
  run(): Promise<number>
  stop(): Promise<void>
}

export interface PeriodicOptions {
  logger: Logger
  intervalMs: number
  /** What a run that did something logs: the count's field and the line ({ queued: 2 }, "service reminders queued"). */
  done: { field: string; message: string }
  /** After a run that did something (the outbox is woken, say). */
  onDone: (count: number) => void
}

export function startPeriodic(name: string, work: () => Promise<number>, options: PeriodicOptions): PeriodicJob {
  const log = options.logger.child({ component: name })
  let running: Promise<number> | undefined
  let stopped = false
  const run = (): Promise<number> => {
    if (stopped) return Promise.resolve(0)
    running ??= work()
      .then((count) => {
        if (count > 0) {
          log.info({ [options.done.field]: count }, options.done.message)
          options.onDone(count)
        }
        return count
      })
      .catch((err: unknown) => {
        log.error({ err: err instanceof Error ? err.message : String(err) }, `${name} failed; will try again`)
        return 0
      })
      .finally(() => {
        running = undefined
      })
    return running
  }
  const timer = setInterval(() => void run(), options.intervalMs)
  timer.unref()
  void run()
  return {
    run,
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
