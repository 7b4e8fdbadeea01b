// /enquiries/service books a drop-off window (its own page, so the other enquiry pages do not carry the booking form).
export default '/enquiries/service'
