// The server renders enquiry forms in full (for browsers without JavaScript and for the
// first paint); the browser loads their fields as a chunk of their own.
import { provideEnquiryFormFields } from '../components/EnquiryForm'
import { EnquiryFormFields } from '../components/EnquiryFormFields'

export function onCreateGlobalContext(): void {
  provideEnquiryFormFields(EnquiryFormFields)
}
