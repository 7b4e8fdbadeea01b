/**
 * Gives a vehicle of a running site real photos, the way the dealer adds them: an API token
 * from the operator CLI (dist/operator.js against the site's DATABASE_PATH), then 12-megapixel
 * sample photos (scripts/sample-photos.ts) uploaded through POST /api/admin/vehicles/:id/photos,
 * so they go through the same checks, resizing and encoding as any upload. The Lighthouse
 * audit and the bench use it on the vehicle page they measure.
 *
 *   DATABASE_PATH=… npx tsx scripts/seed-photos.ts --url http://127.0.0.1:3000 --vehicle evolution-d6-max-xt4 [--count 6]
 */
import { execFile } from 'node:child_process'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { artworkNames, photoJpeg } from './sample-photos'

export interface SeedOptions {
  /** The running site's origin. */
  url: string
  /** The database that site uses (where the CLI creates the token). */
  databasePath: string
  vehicleId: string
  count: number
}

const operator = (databasePath: string, ...args: string[]) =>
  promisify(execFile)(process.execPath, ['dist/operator.js', ...args], { env: { ...process.env, DATABASE_PATH: databasePath } })

/** An API token from the operator CLI, as an integration gets one. */
async function createToken(databasePath: string, name: string): Promise<string> {
  const { stdout } = await operator(databasePath, 'create-token', name)
  const token = stdout.trim().split('\n').at(-1)?.trim()
  if (!token || /\s/.test(token)) throw new Error(`create-token printed no token:\n${stdout}`)
  return token
}

/**
 * Uploads `count` photos (a different drawing and grain each, so no two files are alike)
 * one request at a time, and resolves with the ids of the vehicle's photos after the last.
 */
export async function seedVehiclePhotos({ url, databasePath, vehicleId, count }: SeedOptions): Promise<string[]> {
  const tokenName = `sample-photos-${Date.now().toString(36)}`
  const token = await createToken(databasePath, tokenName)
  try {
    return await upload(url, token, vehicleId, count)
  } finally {
    // The token was for this run only: none is left behind on the site.
    await operator(databasePath, 'revoke-token', tokenName)
  }
}

async function upload(url: string, token: string, vehicleId: string, count: number): Promise<string[]> {
  const artwork = artworkNames()
  let ids: string[] = []
  for (let i = 0; i < count; i++) {
    const bytes = await photoJpeg({ artwork: artwork[i % artwork.length], seed: i + 1 })
    const form = new FormData()
    form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `${vehicleId}-${i + 1}.jpg`)
    const res = await fetch(`${url}/api/admin/vehicles/${encodeURIComponent(vehicleId)}/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    })
    const body = (await res.json().catch(() => ({}))) as { photos?: { id: string }[]; error?: string }
    if (res.status !== 201 || !body.photos) throw new Error(`photo ${i + 1} of ${count}: ${res.status} ${body.error ?? ''}`)
    ids = body.photos.map((p) => p.id)
  }
  return ids
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2)
  const arg = (name: string) => {
    const i = args.indexOf(`--${name}`)
    return i >= 0 ? args[i + 1] : undefined
  }
  const url = arg('url')
  const vehicleId = arg('vehicle')
  const databasePath = process.env.DATABASE_PATH
  if (!url || !vehicleId || !databasePath) {
    console.error('Usage: DATABASE_PATH=… tsx scripts/seed-photos.ts --url <origin> --vehicle <id> [--count 6]')
    process.exit(2)
  }
  const started = Date.now()
  const ids = await seedVehiclePhotos({ url, databasePath, vehicleId, count: Number(arg('count') ?? 6) })
  console.error(`${vehicleId}: ${ids.length} photos (${((Date.now() - started) / 1000).toFixed(1)} s)`)
}
