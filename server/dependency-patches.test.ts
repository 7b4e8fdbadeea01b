// The dependencies patched in patches/ (applied by patch-package after npm ci): each
// patch keeps the module's behaviour and removes a per-request cost.
import { describe, expect, it } from 'vitest'
import { parse } from '@brillout/json-serializer/parse'
import { stringify } from '@brillout/json-serializer/stringify'
// Internal modules: vike's loop guard, and the serialiser's type table.
import { catchInfiniteLoop } from '../node_modules/vike/dist/utils/catchInfiniteLoop.js'
import { types } from '../node_modules/@brillout/json-serializer/dist/types.js'

describe('vike patch: renderPage bookkeeping', () => {
  it('keeps its per-request loop guard cheap however many requests ran in the last 5 s', () => {
    // Unpatched, each call scanned every request of the last 5 s: 20,000 unique request
    // tags took about a minute. Patched, the cost per call does not grow.
    const started = performance.now()
    for (let i = 0; i < 20_000; i++) catchInfiniteLoop(`[request ${i}] renderPageServerEntryRecursive()`)
    expect(performance.now() - started).toBeLessThan(2000)
  })

  it('still catches a real loop', () => {
    expect(() => {
      for (let i = 0; i < 200; i++) catchInfiniteLoop('sameFunction()')
    }).toThrow(/infinite loop/)
  })
})

describe('json-serializer patch: passToClient serialisation', () => {
  const sample = {
    plain: ['text', 1, -0.5, true, null, { nested: 'value' }],
    special: [undefined, NaN, Infinity, -Infinity, new Date(0), new Map([[1, 'a']]), new Set([2]), 10n, /x/g, '!bang', new Uint8Array([1, 2])],
  }

  it('serialises and parses back every value as before', () => {
    const text = stringify(sample, { forbidReactElements: true })
    expect(text).toContain('"!!bang"')
    expect(text).toContain('"!Date:1970-01-01T00:00:00.000Z"')
    expect(parse(text)).toEqual(sample)
  })

  it('still names the path of a value it cannot serialise', () => {
    expect(() => stringify({ x: { y: [{ z: () => 1 }] } })).toThrow(/cannot serialize x\.y\[0\]\.z because it's a function/)
  })

  it('checks plain strings, numbers and booleans against no special type', () => {
    // Unpatched, every value went through each type's test (and got a copy of its path);
    // a page's data is mostly such values.
    const calls = { count: 0 }
    const originals = types.map((type) => type.is)
    types.forEach((type, i) => {
      type.is = (value: unknown) => {
        calls.count++
        return originals[i](value)
      }
    })
    try {
      const vehicles = Array.from({ length: 100 }, (_, i) => ({ id: `v${i}`, name: 'Cart', price: 9995 + i, inStock: i % 2 === 0, image: '/images/x.svg' }))
      expect(parse(stringify({ vehicles }))).toEqual({ vehicles })
      // The root, the array and each vehicle object: 102 values of 600.
      expect(calls.count).toBe(102 * types.length)
    } finally {
      types.forEach((type, i) => (type.is = originals[i]))
    }
  })
})

describe('vike patch: routing', () => {
  it('matches route strings as before, compiling each once', async () => {
    const { resolveRouteString } = await import('../node_modules/vike/dist/shared-server-client/route/resolveRouteString.js')
    const cases: [string, string, Record<string, string> | null][] = [
      ['/vehicles/@id', '/vehicles/denago-ev-city', { id: 'denago-ev-city' }],
      ['/vehicles/@id', '/vehicles/denago-ev-city/', { id: 'denago-ev-city' }],
      ['/vehicles/@id', '/vehicles', null],
      ['/rentals/@slug', '/rentals/allentown', { slug: 'allentown' }],
      ['/admin/vehicles/@id/photos/@photoId/delete', '/admin/vehicles/a/photos/7/delete', { id: 'a', photoId: '7' }],
      ['/inventory', '/inventory', {}],
      ['/inventory', '/inventory-old', null],
      ['/files/*', '/files/a/b', { '*': 'a/b' }],
    ]
    // Twice: the second time from the compiled route strings.
    for (let round = 0; round < 2; round++)
      for (const [route, path, params] of cases) expect(resolveRouteString(route, path)?.routeParams ?? null).toEqual(params)
    // A new RegExp for a route string is built once, however often it is matched.
    const RealRegExp = globalThis.RegExp
    let built = 0
    globalThis.RegExp = new Proxy(RealRegExp, { construct: (target, args) => (built++, new target(...(args as [string]))) })
    try {
      for (let i = 0; i < 50; i++) resolveRouteString('/towns/@slug', `/towns/t${i}`)
    } finally {
      globalThis.RegExp = RealRegExp
    }
    expect(built).toBeLessThanOrEqual(1)
  })

  it('still refuses an invalid route string', async () => {
    const { resolveRouteString } = await import('../node_modules/vike/dist/shared-server-client/route/resolveRouteString.js')
    expect(() => resolveRouteString('vehicles/@id', '/vehicles/x')).toThrow(/should start with/)
  })

  it('parses the page URL once for the route functions that read its path, and again when it changes', async () => {
    const { getPageContextUrlComputed } = await import('../node_modules/vike/dist/shared-server-client/getPageContextUrlComputed.js')
    const pageContextAt = (url: string) => {
      const pageContext: Record<string, unknown> = { urlOriginal: url, _baseServer: '/' }
      Object.defineProperties(pageContext, Object.getOwnPropertyDescriptors(getPageContextUrlComputed(pageContext as Parameters<typeof getPageContextUrlComputed>[0])))
      return pageContext as { urlPathname: string; urlParsed: { search: Record<string, string> } }
    }
    const inventory = pageContextAt('/inventory?brand=denago')
    expect(inventory.urlPathname).toBe('/inventory')
    expect(inventory.urlParsed.search).toEqual({ brand: 'denago' })
    // One parse serves every read (unpatched, each read parsed the URL into new objects).
    expect(inventory.urlParsed.search).toBe(inventory.urlParsed.search)
    const rental = pageContextAt('/rentals/allentown')
    expect(rental.urlPathname).toBe('/rentals/allentown')
    expect(rental.urlParsed.search).toEqual({})
    expect(inventory.urlPathname).toBe('/inventory')
    expect(inventory.urlParsed.search).toEqual({ brand: 'denago' })
  })
})
