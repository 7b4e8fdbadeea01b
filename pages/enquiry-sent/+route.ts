// /thank-you/test-drive and the other enquiry kinds (+data answers 404 for any other).
export default '/thank-you/@kind'
