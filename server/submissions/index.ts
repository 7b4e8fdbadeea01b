export { forgetSubmissions, submissionLog, type SubmissionLog, SUBMISSION_TTL_MS } from './repository'
export { IDEMPOTENCY_HEADER, refuseReplays, SUBMISSION_FIELD } from './replay'
