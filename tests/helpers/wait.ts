/**
 * Waits until `check` holds, asking again every `everyMs`, and fails after `timeoutMs`: for
 * what happens in the background (a mail sender, another process, a replica).
 */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000, everyMs = 20): Promise<void> {
  const start = Date.now()
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting`)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}
