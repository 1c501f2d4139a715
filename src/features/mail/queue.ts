/** The mail job's queue and task names (apart from the task, so the enquiry store can use them). */
export const MAIL_QUEUE = 'mail'
export const ENQUIRY_TASK = 'sendEnquiryEmail'
