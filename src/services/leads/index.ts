/** Leads (spec 2.6, 4.4): founders discovered around tracked companies. Shared by REST and the tool server. */
export { listLeads, founderNameKey, LeadListQuery, type ListLeadsResponse } from "./list";
export { getLead } from "./get";
export { trackLead, companyInputFromLead, type TrackLeadResult } from "./track";
export type { LeadTracked, TrackLeadInput } from "./track.schema";
export { decideLead } from "./decide";
export * from "./views";
