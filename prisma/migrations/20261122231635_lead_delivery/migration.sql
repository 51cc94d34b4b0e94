-- CreateEnum
CREATE TYPE "DeliveryEventType" AS ENUM ('lead_created', 'lead_completed', 'call_booked', 'callback_requested');

-- CreateEnum
CREATE TYPE "DeliveryChannel" AS ENUM ('business_email', 'visitor_email', 'webhook');

-- CreateEnum
CREATE TYPE "DeliveryStatus" AS ENUM ('pending', 'sent', 'failed', 'skipped');

-- AlterEnum
ALTER TYPE "LeadEventType" ADD VALUE 'callback_requested';

-- CreateTable
CREATE TABLE "CallbackRequest" (
    "id" UUID NOT NULL,
    "flow" "ScheduledCallFlow" NOT NULL,
    "name" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "bestTime" TEXT,
    "email" TEXT,
    "guestLeadId" UUID,
    "loanApplicationId" UUID,
    "cashAdvanceApplicationId" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CallbackRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Delivery" (
    "id" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "eventType" "DeliveryEventType" NOT NULL,
    "occurredAt" TIMESTAMP(3) NOT NULL,
    "channel" "DeliveryChannel" NOT NULL,
    "leadId" UUID NOT NULL,
    "payload" JSONB NOT NULL,
    "recipient" TEXT,
    "status" "DeliveryStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastAttemptAt" TIMESTAMP(3),
    "lastError" TEXT,
    "sentAt" TIMESTAMP(3),
    "giveUpAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Delivery_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CallbackRequest_guestLeadId_idx" ON "CallbackRequest"("guestLeadId");

-- CreateIndex
CREATE INDEX "CallbackRequest_loanApplicationId_idx" ON "CallbackRequest"("loanApplicationId");

-- CreateIndex
CREATE INDEX "CallbackRequest_cashAdvanceApplicationId_idx" ON "CallbackRequest"("cashAdvanceApplicationId");

-- CreateIndex
CREATE INDEX "Delivery_status_nextAttemptAt_idx" ON "Delivery"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "Delivery_leadId_createdAt_idx" ON "Delivery"("leadId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Delivery_eventId_channel_key" ON "Delivery"("eventId", "channel");

-- AddForeignKey
ALTER TABLE "CallbackRequest" ADD CONSTRAINT "CallbackRequest_guestLeadId_fkey" FOREIGN KEY ("guestLeadId") REFERENCES "GuestLead"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CallbackRequest" ADD CONSTRAINT "CallbackRequest_loanApplicationId_fkey" FOREIGN KEY ("loanApplicationId") REFERENCES "LoanApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CallbackRequest" ADD CONSTRAINT "CallbackRequest_cashAdvanceApplicationId_fkey" FOREIGN KEY ("cashAdvanceApplicationId") REFERENCES "CashAdvanceApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Delivery" ADD CONSTRAINT "Delivery_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead"("id") ON DELETE CASCADE ON UPDATE CASCADE;
