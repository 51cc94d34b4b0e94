-- One internal name for the energy flow: a booked call now names its flow as the lead does (GuestLeadFlow, LeadKind).
-- A rename keeps every stored call. The legacy spelling stays only in URLs and REST paths.
ALTER TYPE "ScheduledCallFlow" RENAME VALUE 'commercial_utility' TO 'energy';
