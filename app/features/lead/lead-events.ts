// The kinds of event on a lead's timeline. The sales inbox, notifications and webhooks read
// them by these names, so a name never changes once written; add new ones instead.
export const LEAD_EVENT = {
  registered: "registered",
  rolesSelected: "roles.selected",
  estimateSaved: "estimate.saved",
  contactMessage: "contact.message",
  playbookRequested: "playbook.requested",
  newsletterSubscribed: "newsletter.subscribed",
  applicationSubmitted: "application.submitted",
  resumeLinkSent: "resume-link.sent",
  briefingStarted: "briefing.started",
  briefingFileUploaded: "briefing.file-uploaded",
  briefingFileRemoved: "briefing.file-removed",
  briefingLinkedInConnected: "briefing.linkedin-connected",
  briefingSubmitted: "briefing.submitted",
  // The match preview stored with a submitted briefing, with the matcher version that made it.
  matchPreviewed: "match.previewed",
  bookingCreated: "booking.created",
  bookingRescheduled: "booking.rescheduled",
  bookingCancelled: "booking.cancelled",
  bookingLinkResent: "booking.link-resent",
  // What happened at a call, recorded by staff afterwards (a no-show sends a re-book mail).
  bookingHeld: "booking.held",
  bookingNoShow: "booking.no_show",
  bookingCancelledByUs: "booking.cancelled-by-us",
  // Written by staff in the sales inbox, never by the visitor.
  statusChanged: "status.changed",
  ownerChanged: "owner.changed",
  nextActionSet: "next-action.set",
  noteAdded: "note.added",
  quoteDownloaded: "quote.downloaded",
  // The shortlist: sent by a recruiter, answered by the client per engineer.
  shortlistSent: "shortlist.sent",
  candidateSelected: "candidate.selected",
  candidateDeclined: "candidate.declined",
  candidateQuestion: "candidate.question",
  // Interviews the client books with shortlisted engineers, and their changes.
  interviewBooked: "interview.booked",
  interviewRescheduled: "interview.rescheduled",
  interviewCancelled: "interview.cancelled",
  // The 48-hour guarantee (decision 087): sales warned 36 hours in without a shortlist sent,
  // the clock run out before an interview was booked, and an admin's waiver with its reason.
  guaranteeWarning: "guarantee.warning",
  guaranteeMissed: "guarantee.missed",
  guaranteeWaived: "guarantee.waived",
  // Mail between the sales team and the lead: a staff member's reply from the lead's page,
  // and the visitor's answer threaded back by its reply address.
  messageSent: "message.sent",
  messageReceived: "message.received",
  // Two leads found to be one: the survivor's timeline says which lead was merged into it.
  leadMerged: "lead.merged",
  // Written by a recruiter: the applicant's careers application became a candidate.
  applicationAddedToTalentPool: "application.added-to-talent-pool",
} as const;

export type LeadEventType = (typeof LEAD_EVENT)[keyof typeof LEAD_EVENT];
