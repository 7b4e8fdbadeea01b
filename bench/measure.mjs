// What the benches share: starting the production build (or another server) and waiting
// for its "listening" line, driving it with autocannon, reading how much CPU each process
// used and how fast the shared host ran meanwhile, formatting figures, and writing a
// section of bench/results.md without dropping the sections other benches wrote.
import { execSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'

export const ROOT = new URL('..', import.meta.url).pathname
export const RESULTS = path.join(ROOT, 'bench/results.md')

/**
 * Starts `command` in the project's directory and resolves once it logs a line saying it
 * is listening, with its port (the site's pino line, the baseline's JSON line). Its output
 * after that is read and dropped: the request logs cost the server what they cost in
 * production, and nothing piles up here.
 */
export function startProcess(command, argv, env) {
  const child = spawn(command, argv, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  // Its errors are shown as they come, and the last of them kept for the reason it stopped.
  let errors = ''
  child.stderr.on('data', (chunk) => {
    process.stderr.write(chunk)
    errors = (errors + chunk).slice(-2000)
  })
  return new Promise((resolve, reject) => {
    let out = ''
    const onData = (chunk) => {
      out += chunk
      const line = out.split('\n').find((l) => l.includes('listening') && /"port":\d+/.test(l))
      if (line) {
        child.stdout.off('data', onData)
        child.stdout.resume()
        child.off('exit', onExit)
        const port = Number(/"port":(\d+)/.exec(line)[1])
        resolve({ child, port, url: `http://127.0.0.1:${port}` })
      }
    }
    const onExit = (code) => reject(new Error(`${argv.join(' ')} exited with ${code}: ${errors.trim().split('\n').at(-1) ?? ''}\n${out}`))
    child.stdout.on('data', onData)
    child.on('exit', onExit)
  })
}

/** The production build (`node dist/server.js`) as `npm start` runs it, on a port of its choosing. */
export function startServer(env) {
  return startProcess(process.execPath, ['dist/server.js'], { NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env })
}

/** SIGTERM, and resolves when the process has exited. */
export function stop(proc) {
  return new Promise((resolve) => {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) return resolve()
    proc.child.once('exit', resolve)
    proc.child.kill('SIGTERM')
  })
}

/** One autocannon run (pipelining 1 unless said otherwise); resolves with its result. */
export function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ pipelining: 1, ...options }, (err, result) => (err ? reject(err) : resolve(result)))
  })
}

export const CLOCK_TICKS = Number(execSync('getconf CLK_TCK').toString()) || 100

/** A process and its children (the server's cluster workers, nginx's workers, PostgreSQL's backends). */
export function processTree(pid) {
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return parentOf(Number(entry)) === pid
      } catch {
        return false
      }
    })
    .map(Number)
  return [pid, ...children]
}

/** The parent's pid, from /proc (fields after the command name, which is in parentheses: state, ppid, …). */
export function parentOf(pid) {
  return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1])
}

/** CPU seconds (user + system) the given processes have used so far. */
export function cpuSeconds(pids) {
  let ticks = 0
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // A process that has exited adds nothing more.
    }
  }
  return ticks / CLOCK_TICKS
}

/**
 * The machine's CPU time so far (all cores, in ticks) and the part of it that the
 * hypervisor ran other guests on instead ("steal", /proc/stat). On a shared virtual
 * machine that part comes and goes, and req/s moves with it.
 */
export function hostTicks() {
  // cpu user nice system idle iowait irq softirq steal (guest time is part of user)
  const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).slice(1, 9).map(Number)
  return { total: fields.reduce((a, b) => a + b, 0), steal: fields[7] ?? 0, idle: fields[3] + fields[4] }
}
/**
 * Microseconds so far during which some task waited for a core (`cpu`) or for the disk
 * (`io`): the kernel's pressure stall information, NaN where the kernel has none.
 */
export function pressure(kind) {
  try {
    return Number(/^some .*total=(\d+)/m.exec(readFileSync(`/proc/pressure/${kind}`, 'utf8'))[1])
  } catch {
    return NaN
  }
}

/** CPU seconds the machine's processes (everyone's) used between two readings: neither idle nor stolen. */
const busyBetween = (a, b) => (b.total - b.idle - b.steal - (a.total - a.idle - a.steal)) / CLOCK_TICKS
/** Steal as a share of the machine's CPU time between two readings. */
export const stealBetween = (a, b) => (b.total > a.total ? (b.steal - a.steal) / (b.total - a.total) : 0)

/**
 * The host's speed as it goes: bench/host-probe.mjs times a fixed piece of work five
 * times a second (about 1% of one core). A core of this shared machine can get a third
 * slower or faster within a minute, with no steal to show for it (a busy hyper-thread
 * sibling, the host's clock), and the server's CPU time per request follows.
 */
export function startProbe() {
  const child = spawn(process.execPath, [path.join(ROOT, 'bench/host-probe.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] })
  const samples = []
  let pending = ''
  child.stdout.setEncoding('utf8').on('data', (chunk) => {
    const lines = (pending + chunk).split('\n')
    pending = lines.pop()
    for (const line of lines) samples.push([Date.now(), Number(line) / 1000])
  })
  return {
    /** Median time of the probe's work, in ms, between two Date.now() readings. */
    between(from, to) {
      const times = samples.filter(([at]) => at >= from && at < to).map(([, ms]) => ms).sort((a, b) => a - b)
      return times.length ? times[times.length >> 1] : NaN
    },
    stop: () => child.kill(),
  }
}

export const fmt = (n, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d })
export const percent = (fraction) => `${fmt(fraction * 100, 1)}%`
export const ms = (value) => `${fmt(value, 2)} ms`

/** The file's sections: what comes before the first `## ` heading, then one entry per `## ` heading. */
function sectionsOf(markdown) {
  const parts = []
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ') || parts.length === 0) parts.push({ heading: line.startsWith('## ') ? line : null, lines: [] })
    parts.at(-1).lines.push(line)
  }
  return parts.map(({ heading, lines }) => ({ heading, text: lines.join('\n').replace(/\n+$/, '') }))
}

/** The sections of `file` headed by one of `headings`, to write again after a report that does not carry them. */
export function keptSections(file, headings) {
  if (!existsSync(file)) return ''
  const kept = sectionsOf(readFileSync(file, 'utf8')).filter((s) => headings.includes(s.heading))
  return kept.map((s) => `\n${s.text}\n`).join('')
}

/** Writes `section` (markdown starting with its `## ` heading) into `file` in place of the one with that heading, or at the end. */
export function replaceSection(file, section) {
  const heading = section.split('\n', 1)[0]
  const parts = existsSync(file) ? sectionsOf(readFileSync(file, 'utf8')) : []
  const at = parts.findIndex((s) => s.heading === heading)
  const text = section.replace(/\n+$/, '')
  if (at === -1) parts.push({ heading, text })
  else parts[at] = { heading, text }
  writeFileSync(file, parts.map((s) => s.text).filter((t) => t !== '').join('\n\n') + '\n')
}

/**
 * Runs `fn` (a load) and returns its result with the wall time it took, the host's steal and
 * the probe's median meanwhile, and the CPU each group of processes used, in cores (CPU
 * seconds per second): `groups` maps a name to the pids to add up (with their children);
 * "load generator" is this process, where autocannon runs; "other processes" is the rest
 * of the machine's busy time. `stalls`: the share of the time some task waited for a core
 * (cpu) or for the disk (io).
 */
export async function observed(probe, fn, groups = {}) {
  const pids = Object.fromEntries(Object.entries(groups).map(([name, list]) => [name, list.flatMap(processTree)]))
  const cpuBefore = Object.fromEntries(Object.entries(pids).map(([name, list]) => [name, cpuSeconds(list)]))
  const clientBefore = process.cpuUsage()
  const hostBefore = hostTicks()
  const stallsBefore = { cpu: pressure('cpu'), io: pressure('io') }
  const start = Date.now()
  const result = await fn()
  const end = Date.now()
  const seconds = (end - start) / 1000
  const client = process.cpuUsage(clientBefore)
  const cpu = { 'load generator': (client.user + client.system) / 1e6 / seconds }
  // A child that exits takes its CPU time with it, so a group can seem to lose some: never below 0.
  for (const [name, list] of Object.entries(pids)) cpu[name] = Math.max(0, cpuSeconds(list) - cpuBefore[name]) / seconds
  const hostAfter = hostTicks()
  // Everything else that ran meanwhile: on a shared machine, other people's work.
  cpu['other processes'] = Math.max(0, busyBetween(hostBefore, hostAfter) / seconds - Object.values(cpu).reduce((a, b) => a + b, 0))
  // The share of the time during which some task waited for a core, or for the disk.
  const stalls = { cpu: (pressure('cpu') - stallsBefore.cpu) / 1e6 / seconds, io: (pressure('io') - stallsBefore.io) / 1e6 / seconds }
  return { result, seconds, cpu, stalls, steal: stealBetween(hostBefore, hostAfter), hostWork: probe.between(start, end) }
}

/**
 * An autocannon request that posts an enquiry (POST /api/contact, JSON) from a visitor of
 * its own each time: `visitor(n)` gives the n-th e-mail address, so none is limited as a
 * repeat. With `forwardedFor`, each also comes from its own address in X-Forwarded-For (a
 * server with TRUST_PROXY=1 counts its limit per address; nginx replaces the header).
 */
export function enquiryRequest(visitor, { forwardedFor = false } = {}) {
  let n = 0
  return {
    method: 'POST',
    path: '/api/contact',
    setupRequest: (req) => {
      const i = n++
      return {
        ...req,
        headers: { ...req.headers, 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` } : {}) },
        body: JSON.stringify({ firstName: 'Load', lastName: 'Test', email: visitor(i), phone: '6105550100', interest: 'sales', message: 'An enquiry about a six-seat cart for the summer.' }),
      }
    },
  }
}
