import { statfsSync } from 'node:fs'

/**
 * The flags every headless run of Debian's Chromium here starts with: the browser tests
 * (tests/e2e/harness.ts) and the Lighthouse audit (scripts/audit.mjs, which adds its own).
 * Shared memory goes in files under /tmp only where /dev/shm is too small for Chromium (a
 * container's 64 MB default): elsewhere that only slows every page down.
 */
export function chromiumFlags(): string[] {
  return [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    ...(devShmBytes() < 1024 ** 3 ? ['--disable-dev-shm-usage'] : []),
  ]
}

function devShmBytes(): number {
  try {
    const { bsize, blocks } = statfsSync('/dev/shm')
    return bsize * blocks
  } catch {
    return 0
  }
}
