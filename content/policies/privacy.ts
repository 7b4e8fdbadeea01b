/**
 * The Privacy Policy (/privacy-policy): what the website collects, why, how long it is kept
 * and who receives it. What a lead holds and how long it is kept come from content/leads.ts,
 * the same facts the leads desk and its daily purge use.
 */
import { DOMAIN } from '../business'
import { DEFAULT_LEAD_RETENTION_DAYS, leadDataKept, retentionStatement } from '../leads'
import { EFFECTIVE_DATE, NAME, INFO_EMAIL, ADDRESS, contactSection, type Policy } from './policy'

/**
 * The privacy policy, stating what a lead holds and how long it is kept from the same
 * data the leads desk and its daily purge use (content/leads.ts). The site renders it
 * with the retention it purges with (LEAD_RETENTION_DAYS); PRIVACY_POLICY has the default.
 */
export function privacyPolicy(retentionDays = DEFAULT_LEAD_RETENTION_DAYS): Policy {
  return {
    slug: 'privacy-policy',
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description:
      'What the Lehigh County Golf Carts website collects when you contact us, why, how long we keep it, who receives it, and the choices you have about your data.',
    keywords: ['privacy policy', 'contact form privacy', 'personal information', 'Lehigh County golf carts'],
    effectiveDate: EFFECTIVE_DATE,
    summary:
      'Our website collects very little: only what you type into our contact form, plus the technical details every web server sees. This page explains what we do with it.',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          `This website, ${DOMAIN}, is run by ${NAME}, ${ADDRESS}. This policy explains what information the website collects, why, and what we do with it.`,
        ],
      },
      {
        heading: 'What we collect through the contact form',
        paragraphs: [
          'When you send us a message or ask for a test drive, a rental, service or a trade-in value, we keep what you send and a little about the visit:',
        ],
        items: leadDataKept(),
      },
      {
        heading: 'Why we collect it',
        paragraphs: [
          'We use these details only to answer your message: to reply to a question, prepare a quote, arrange a test drive, book a rental or schedule service, and to follow up on that request. We do not add you to a mailing list or use your details for marketing unless you ask us to.',
        ],
      },
      {
        heading: 'How your message reaches us',
        paragraphs: [
          'Your message is saved on our web server and e-mailed to our sales team through an e-mail delivery provider. The provider handles it only to deliver it to us. Our staff read it in our business e-mail.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: retentionStatement(retentionDays),
      },
      {
        heading: 'What we do not do',
        items: [
          'We do not sell or rent personal information, and we do not share it with anyone for their own marketing.',
          'Visitors have no user accounts, sign-ins or passwords on the website; only the dealer’s staff sign in, to a private console.',
          'The website takes no payments and collects no card or bank details.',
          "Financing applications are made on the lender's own website, under the lender's privacy policy.",
        ],
      },
      {
        heading: 'Maps',
        paragraphs: [
          'Some pages can show an embedded Google map. The map loads only when you ask for it; until then, your browser contacts no map provider. Once you load a map, Google receives your IP address and may set its own cookies, under its own privacy policy.',
        ],
      },
      {
        heading: 'Server logs',
        paragraphs: [
          'Like every website, our server records technical details of each request: the page requested, the time, the browser type and your IP address. We use them to keep the site secure and to limit abusive traffic (rate limiting). The logs never contain what you type into the contact form, and they are kept for no longer than 30 days.',
        ],
      },
      {
        heading: 'Visit counts',
        paragraphs: [
          'To see which pages are useful, the website counts page views, taps on a phone number and forms started, on our own server, as totals per day and page (for example “the inventory page was viewed 40 times on Monday”). Nothing in these counts identifies you: no cookie, no identifier, no IP address and no browser details are stored with them, and no third party is involved. When your browser sends Global Privacy Control or Do Not Track, it reports nothing at all.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'The website sets no cookies of its own for visitors and uses no advertising or cross-site tracking (the dealer’s staff get a sign-in cookie in their console). Cookies appear only if you choose to load a map, as described above.',
        ],
      },
      {
        heading: 'Children',
        paragraphs: [
          'Our website is meant for adults. We do not knowingly collect information from children under 13. If you believe a child has sent us a message, contact us and we will delete it.',
        ],
      },
      {
        heading: "Your choices and Pennsylvania residents' rights",
        paragraphs: [
          'Wherever you live, you can ask us to tell you what personal information we hold about you, to correct it, or to delete it. We answer every request within 30 days, and exercising these rights never affects how we treat you as a customer.',
          "If a breach of our systems ever exposed your personal information, we would notify you as Pennsylvania's Breach of Personal Information Notification Act requires.",
          'When we change this policy, we update the effective date at the top of this page.',
        ],
      },
      contactSection(`To ask about your information or make a request, e-mail ${INFO_EMAIL} or write to us.`),
    ],
  }
}

export const PRIVACY_POLICY: Policy = privacyPolicy()
