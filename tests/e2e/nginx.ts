/**
 * Debian's nginx in front of a test server, as deploy/nginx.conf documents it: the file
 * itself is rendered (its ${…} placeholders filled in, as envsubst would) into a
 * temporary directory with a self-signed certificate made by the openssl CLI, and
 * included from a small main configuration that, like Debian's /etc/nginx/nginx.conf,
 * turns gzip on for the whole http block. scripts/ensure-nginx.sh installs nginx.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { chmod, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { Agent, request, type RequestOptions } from 'node:https'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { ROOT, removeDir } from './harness'

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
export const SITE_CONFIG = path.join(ROOT, 'deploy/nginx.conf')

/** The placeholders deploy/nginx.conf documents; every one must be filled in. */
export interface SiteValues {
  SERVER_NAME: string
  PUBLIC_ORIGIN: string
  HTTPS_LISTEN: string
  HTTP_LISTEN: string
  APP_ADDRESS: string
  TLS_CERTIFICATE: string
  TLS_CERTIFICATE_KEY: string
}

/** deploy/nginx.conf with its placeholders filled in; throws on a placeholder left over. */
export function renderSiteConfig(template: string, values: SiteValues): string {
  const rendered = template.replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) => {
    if (!(name in values)) throw new Error(`deploy/nginx.conf: no value for ${whole}`)
    return values[name as keyof SiteValues]
  })
  // Comments may mention placeholders; directives may not keep any.
  const leftover = rendered
    .split('\n')
    .map((line) => line.replace(/#.*/, ''))
    .find((line) => /\$\{/.test(line))
  if (leftover) throw new Error(`deploy/nginx.conf: unrendered placeholder in: ${leftover.trim()}`)
  return rendered
}

/** A self-signed certificate for 127.0.0.1 and localhost, valid for a day. */
export async function selfSignedCertificate(dir: string): Promise<{ cert: string; key: string; pem: string }> {
  const cert = path.join(dir, 'site.crt')
  const key = path.join(dir, 'site.key')
  await promisify(execFile)('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost',
    '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
  ])
  return { cert, key, pem: await readFile(cert, 'utf8') }
}

export interface RunningProxy {
  /** The HTTPS origin clients use, e.g. https://127.0.0.1:8443 */
  origin: string
  httpOrigin: string
  /** The certificate to trust. */
  ca: string
  dir: string
  process: ChildProcess
  output: string[]
  stop(): Promise<void>
}

async function waitForPort(port: number, child: ChildProcess, output: string[]) {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${output.join('')}`)
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy()
        resolve(true)
      })
      socket.on('error', () => resolve(false))
    })
    if (open) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`nginx did not listen on ${port}:\n${output.join('')}`)
}

/**
 * nginx on loopback ports `httpsPort` and `httpPort`, proxying to the app at `appPort`, or to
 * the replicas at each of `appPort`'s ports: APP_ADDRESS then lists them as the file's comment
 * says (`127.0.0.1:3001; server 127.0.0.1:3002; …`).
 */
export async function startProxy({ httpsPort, httpPort, appPort }: { httpsPort: number; httpPort: number; appPort: number | number[] }): Promise<RunningProxy> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lcgc-nginx-'))
  // nginx's workers (nobody, when the master runs as root) write request bodies under it.
  await chmod(dir, 0o755)
  const { cert, key, pem } = await selfSignedCertificate(dir)
  const origin = `https://127.0.0.1:${httpsPort}`
  const site = renderSiteConfig(await readFile(SITE_CONFIG, 'utf8'), {
    SERVER_NAME: '127.0.0.1 localhost',
    PUBLIC_ORIGIN: origin,
    HTTPS_LISTEN: `127.0.0.1:${httpsPort}`,
    HTTP_LISTEN: `127.0.0.1:${httpPort}`,
    APP_ADDRESS: [appPort].flat().map((port) => `127.0.0.1:${port}`).join('; server '),
    TLS_CERTIFICATE: cert,
    TLS_CERTIFICATE_KEY: key,
  })
  await writeFile(path.join(dir, 'site.conf'), site)
  await writeFile(
    path.join(dir, 'nginx.conf'),
    `pid ${dir}/nginx.pid;
error_log stderr warn;
worker_processes 1;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # As Debian's /etc/nginx/nginx.conf, and broader: the site's own file must turn it off.
  gzip on;
  gzip_types *;
  gzip_min_length 0;
  include ${dir}/site.conf;
}
`,
  )
  const output: string[] = []
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout!.on('data', (chunk: Buffer) => output.push(String(chunk)))
  child.stderr!.on('data', (chunk: Buffer) => output.push(String(chunk)))
  await waitForPort(httpsPort, child, output)
  return {
    origin,
    httpOrigin: `http://127.0.0.1:${httpPort}`,
    ca: pem,
    dir,
    process: child,
    output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      await removeDir(dir)
    },
  }
}

export interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  /** Header names and values as received, repeated ones apart. */
  rawHeaders: string[]
  /** The body as sent: not decompressed. */
  body: Buffer
}

export interface Call extends Omit<RequestOptions, 'headers'> {
  headers?: Record<string, string>
  body?: Buffer | string
}

/**
 * One HTTPS request trusting `ca`. `localAddress` (another loopback address, 127.0.0.x)
 * makes the request come from a different client as nginx sees it.
 */
export function httpsCall(ca: string, url: string, call: Call = {}): Promise<Answer> {
  const { body, ...options } = call
  return new Promise((resolve, reject) => {
    const req = request(url, { ca, ...options }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** A keep-alive agent trusting `ca`: its requests reuse one connection to nginx. */
export function keepAliveAgent(ca: string, localAddress?: string): Agent {
  return new Agent({ ca, keepAlive: true, maxSockets: 1, localAddress })
}
