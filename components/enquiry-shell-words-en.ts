/**
 * What an enquiry form says before its fields are loaded (components/EnquiryForm.tsx), in
 * English: the disclosure's summary and the loading line. Apart from the fields' words
 * (./form-words-en.ts) so a page that offers a form behind a disclosure carries only these.
 */
import type { EnquiryKind } from '../domain/leads/enquiry-kinds'

export const ENQUIRY_SHELL_EN = {
  /** The summary of the disclosure a form sits behind. */
  disclosures: { 'test-drive': 'Or request a test drive online', rental: 'Or request a rental online', 'trade-in': 'Or value your trade-in online' } satisfies Record<EnquiryKind, string>,
  loading: 'Loading the form…',
}
