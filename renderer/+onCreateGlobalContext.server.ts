// The server renders the enquiry and booking forms in full (for browsers without JavaScript
// and for the first paint); the browser loads their behaviour as chunks of their own
// (components/on-demand.tsx).
import { provideEnquiryFormFields } from '../components/EnquiryForm'
import { EnquiryFormFields } from '../components/EnquiryFormFields'
import { BookingForm } from '../pages/services/BookingForm'
import { provideBookingForm } from '../pages/services/ServiceBookingForm'

export function onCreateGlobalContext(): void {
  provideEnquiryFormFields(EnquiryFormFields)
  provideBookingForm(BookingForm)
}
