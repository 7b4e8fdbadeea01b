/**
 * With WEB_CONCURRENCY > 1 every process counts its own requests; /metrics must show the
 * site's totals. The primary asks each worker for its metrics over the cluster's IPC
 * channel, adds its own (mail, outbox, backups, database) and sums them with prom-client's
 * aggregation: counters and histograms add up, runtime gauges use prom-client's rule for
 * each (event-loop lag is averaged, process start time left out, memory summed).
 *
 * The separate metrics port is the primary's; a worker answering /metrics on the main port
 * asks the primary for the same aggregated text.
 */
import cluster, { type Worker } from 'node:cluster'
import { AggregatorRegistry } from 'prom-client'
import type { SiteMetrics } from './metrics'

/** Primary → worker: send your metrics. Worker → primary: here they are. */
const COLLECT = 'metrics:collect'
const COLLECTED = 'metrics:collected'
/** Worker → primary: I need the site's metrics. Primary → worker: the text. */
const REQUEST = 'metrics:request'
const ANSWER = 'metrics:answer'

/** How long the primary waits for a worker (a busy or dying one is left out of that scrape). */
const WORKER_TIMEOUT_MS = 2_000

interface Message {
  type?: string
  id?: number
  metrics?: unknown[]
  text?: string
  error?: string
}

const isMessage = (m: unknown): m is Message => typeof m === 'object' && m !== null && typeof (m as Message).type === 'string'

/** In the primary: the site's metrics text, its own plus every live worker's, aggregated. */
export function primaryMetrics(local: SiteMetrics): { text(): Promise<string> } {
  let next = 0
  const waiting = new Map<number, { worker: Worker; resolve: (metrics: unknown[] | null) => void }>()

  const collect = (worker: Worker): Promise<unknown[] | null> =>
    new Promise((resolve) => {
      const id = next++
      const timer = setTimeout(() => {
        waiting.delete(id)
        resolve(null)
      }, WORKER_TIMEOUT_MS)
      timer.unref()
      waiting.set(id, {
        worker,
        resolve: (metrics) => {
          clearTimeout(timer)
          waiting.delete(id)
          resolve(metrics)
        },
      })
      try {
        worker.send({ type: COLLECT, id })
      } catch {
        waiting.get(id)?.resolve(null)
      }
    })

  const text = async () => {
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && w.isConnected())
    const parts = await Promise.all([local.registry.getMetricsAsJSON(), ...workers.map(collect)])
    const aggregated = AggregatorRegistry.aggregate(parts.filter((p): p is unknown[] => p !== null) as object[])
    return aggregated.metrics()
  }

  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isMessage(message) || typeof message.id !== 'number') return
    if (message.type === COLLECTED) {
      const entry = waiting.get(message.id)
      if (entry && entry.worker === worker) entry.resolve(Array.isArray(message.metrics) ? message.metrics : null)
    } else if (message.type === REQUEST) {
      const id = message.id
      text().then(
        (body) => worker.isConnected() && worker.send({ type: ANSWER, id, text: body }),
        (err: unknown) => worker.isConnected() && worker.send({ type: ANSWER, id, error: err instanceof Error ? err.message : String(err) }),
      )
    }
  })
  return { text }
}

/** In a worker: answers the primary's collection requests, and gets the site's text from the primary. */
export function workerMetrics(local: SiteMetrics, timeoutMs = WORKER_TIMEOUT_MS * 2): { text(): Promise<string> } {
  let next = 0
  const waiting = new Map<number, { resolve: (text: string) => void; reject: (err: Error) => void }>()

  process.on('message', (message: unknown) => {
    if (!isMessage(message) || typeof message.id !== 'number') return
    if (message.type === COLLECT) {
      const id = message.id
      void local.registry.getMetricsAsJSON().then((metrics) => {
        if (process.connected) process.send?.({ type: COLLECTED, id, metrics })
      })
    } else if (message.type === ANSWER) {
      const entry = waiting.get(message.id)
      if (!entry) return
      if (typeof message.text === 'string') entry.resolve(message.text)
      else entry.reject(new Error(message.error ?? 'no metrics from the primary'))
    }
  })

  return {
    text: () =>
      new Promise((resolve, reject) => {
        if (!process.connected || !process.send) return reject(new Error('not connected to the primary'))
        const id = next++
        const timer = setTimeout(() => {
          waiting.delete(id)
          reject(new Error('the primary did not answer with metrics in time'))
        }, timeoutMs)
        timer.unref()
        waiting.set(id, {
          resolve: (text) => {
            clearTimeout(timer)
            waiting.delete(id)
            resolve(text)
          },
          reject: (err) => {
            clearTimeout(timer)
            waiting.delete(id)
            reject(err)
          },
        })
        process.send({ type: REQUEST, id })
      }),
  }
}
