import { business, telHref } from '#app/content/business'
import { Hero } from '#app/components/Hero'
import { useData, usePageContext, useFacts } from '#app/renderer/usePageContext'
import type { PoliciesIndexData } from './+data'
import './policies.css'

/** /policies: every policy document in one list (the breadcrumb's middle step). */
export default function Page() {
  const facts = useFacts()
  const { policies } = useData<PoliciesIndexData>()
  const { urlPathname } = usePageContext()
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow="Policies" title="Policies & Customer Information" compact>
        <p>
          How we sell, rent, deliver, store and service golf carts across {business.county}, and how we handle your
          information. Questions? Call <a className="hero-link" href={telHref(facts.phones.main)}>{facts.phones.main.display}</a>.
        </p>
      </Hero>
      <section className="section" aria-labelledby="policies-list-title">
        <div className="container">
          <h2 id="policies-list-title" className="visually-hidden">
            All policies
          </h2>
          <ul className="grid grid-3 policy-index">
            {policies.map((p) => (
              <li key={p.path} className="card">
                <h3 className="h3">
                  <a href={p.path}>{p.title}</a>
                </h3>
                <p>{p.summary}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
