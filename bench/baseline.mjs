// The ceiling to compare against: a bare Express 5 app that answers every request with a
// fixed string of a given size (the size of the home page).
import express from 'express'

const size = Number(process.env.BODY_BYTES ?? 30000)
const body = '<!DOCTYPE html>' + 'x'.repeat(Math.max(0, size - 15))
const app = express()
app.disable('x-powered-by')
app.disable('etag')
app.get('/{*any}', (_req, res) => {
  res.type('html').send(body)
})
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(JSON.stringify({ listening: true, port: server.address().port }))
})
server.keepAliveTimeout = 65000
process.on('SIGTERM', () => server.close(() => process.exit(0)))
