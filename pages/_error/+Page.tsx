import { business, telHref } from '#app/content/business'
import { fill } from '#app/domain/language'
import { usePageContext, useFacts, useLocalPath, useWords } from '#app/renderer/usePageContext'
import { NotFound } from '#app/components/NotFound'
import type { ErrorWords } from './+words'
import { errorKind } from './reason'

export default function Page() {
  const facts = useFacts()
  const words = useWords<ErrorWords>()
  const localPath = useLocalPath()
  const { kind, message } = errorKind(usePageContext())
  const home = { href: localPath('/'), label: words.home }
  const browse = { href: localPath('/inventory'), label: words.browse }
  switch (kind) {
    case 'vehicle':
      return <NotFound title={words.vehicle.title} text={words.vehicle.text} links={[{ href: localPath('/inventory'), label: words.vehicle.back }]} />
    case 'municipality':
      return <NotFound title={words.municipality.title} text={fill(words.municipality.text, { county: business.county })} links={[home, browse]} />
    case 'page':
      return <NotFound title={words.page.title} text={words.page.text} links={[home, browse]} />
    case 'inventory':
      return (
        <NotFound
          title={words.inventory.heading}
          text={fill(words.inventory.text, { message: message ?? '', phone: facts.phones.main.display })}
          links={[
            { href: localPath('/inventory'), label: words.inventory.retry },
            { href: localPath('/contact'), label: words.inventory.contact },
          ]}
        />
      )
    default:
      return (
        <section className="container error-page">
          <h1>{words.server.title}</h1>
          <p className="lead">
            {words.server.text} <a href={telHref(facts.phones.main)}>{facts.phones.main.display}</a>.
          </p>
          <div className="button-row">
            <a className="button button-primary" href={home.href}>
              {home.label}
            </a>
          </div>
        </section>
      )
  }
}
