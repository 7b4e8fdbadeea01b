import { business, telHref } from '#app/content/business'
import { usePageContext, useFacts } from '#app/renderer/usePageContext'
import { NotFound } from '#app/components/NotFound'
import { errorKind } from './reason'

export default function Page() {
  const facts = useFacts()
  const { kind, message } = errorKind(usePageContext())
  switch (kind) {
    case 'vehicle':
      return (
        <NotFound
          title="Vehicle Not Found"
          text="The vehicle you're looking for doesn't exist or has been removed."
          links={[{ href: '/inventory', label: 'Back to Inventory' }]}
        />
      )
    case 'municipality':
      return (
        <NotFound
          title="Municipality not found"
          text={`We couldn't find that municipality. The footer below lists every town we serve across ${business.county}.`}
          links={[
            { href: '/', label: 'Go to Home' },
            { href: '/inventory', label: 'Browse Inventory' },
          ]}
        />
      )
    case 'page':
      return (
        <NotFound
          title="404 Page Not Found"
          text="The page you were looking for has moved or never existed. Try the links below, or call us and we'll help you find it."
          links={[
            { href: '/', label: 'Go to Home' },
            { href: '/inventory', label: 'Browse Inventory' },
          ]}
        />
      )
    case 'inventory':
      return (
        <NotFound
          title="Golf Cart Inventory"
          text={`Error loading vehicles: ${message}. Please try again in a moment, or call us at ${facts.phones.main.display}.`}
          links={[
            { href: '/inventory', label: 'Try Again' },
            { href: '/contact', label: 'Contact Us' },
          ]}
        />
      )
    default:
      return (
        <section className="container error-page">
          <h1>Something went wrong</h1>
          <p className="lead">
            We hit a problem showing this page. Please try again in a moment, or call us at{' '}
            <a href={telHref(facts.phones.main)}>{facts.phones.main.display}</a>.
          </p>
          <div className="button-row">
            <a className="button button-primary" href="/">
              Go to Home
            </a>
          </div>
        </section>
      )
  }
}
