/** Leads (spec 2.6, 4.4): founders discovered around tracked companies. Shared by REST and the tool server. */
export { listLeads, founderNameKey, LeadListQuery, type ListLeadsResponse } from "./list";
export { getLead } from "./get";
export { trackLead, companyInputFromLead, type LeadTrackedResponse, type TrackLeadInput, type TrackLeadResult } from "./track";
export { decideLead } from "./decide";
export * from "./views";
