// Times a fixed piece of work (hashing, JSON, string building: what a Node server does)
// a few times a second and prints each duration in microseconds, one per line. On a
// shared virtual machine a core's speed changes with what the neighbours run on its
// hyper-thread sibling and with the clock the host allows, and hypervisor steal does not
// show that; this does. The bench reads it to tell the machine's drift from the server's.
import { createHash } from 'node:crypto'

const INTERVAL_MS = Number(process.env.PROBE_INTERVAL_MS ?? 200)
const block = Buffer.alloc(16 * 1024, 'golf cart ')
const record = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`key${i}`, { id: i, name: `Model ${i}`, price: i * 100.5, tags: ['a', 'b'] }]))

function work() {
  let sink = 0
  for (let i = 0; i < 4; i++) {
    sink += createHash('sha1').update(block).digest()[0]
    const text = JSON.stringify(record)
    sink += JSON.parse(text).key7.id + text.length
    let html = ''
    for (let j = 0; j < 300; j++) html += `<li class="item">${j}</li>`
    sink += html.length
  }
  return sink
}

for (let i = 0; i < 50; i++) work() // let V8 optimise it before the first sample

setInterval(() => {
  const start = process.hrtime.bigint()
  work()
  process.stdout.write(`${Number(process.hrtime.bigint() - start) / 1000}\n`)
}, INTERVAL_MS)
