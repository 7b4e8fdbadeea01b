// /enquiries/test-drive, /enquiries/rental, /enquiries/service, /enquiries/trade-in (+data answers 404 for any other kind).
export default '/enquiries/@kind'
