import { lazy, type ComponentType } from 'react'

/**
 * A component whose code the browser fetches only once the visitor shows interest (a form
 * focused, pointed at or opened): until then the server's HTML stays as it is and works as
 * the no-JavaScript page does, and React hydrates it when the code is in. On the server the
 * component is handed over at start-up (`provide`, in renderer/+onCreateGlobalContext.server.ts),
 * so it renders at once and never enters the browser's page bundle.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let provided: ComponentType<P> | undefined
  let want: () => void = () => {}
  const wanted = new Promise<void>((resolve) => (want = resolve))
  // A thenable already settled: React's lazy() resolves during the server's render instead of suspending.
  const settled = (component: ComponentType<P>) =>
    ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: component }) }) as unknown as Promise<{ default: ComponentType<P> }>
  const Lazy = lazy(() => (provided ? settled(provided) : wanted.then(load).then((component) => ({ default: component }))))
  return {
    /** Renders the component (inside a Suspense boundary). */
    Lazy,
    /** The visitor showed interest: fetch the code (again: nothing). */
    want: () => want(),
    /** The server's copy of the component. */
    provide: (component: ComponentType<P>) => {
      provided = component
    },
  }
}
