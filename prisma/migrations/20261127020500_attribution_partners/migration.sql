-- AlterTable
ALTER TABLE "Lead" ADD COLUMN     "bookingScreenAt" TIMESTAMP(3),
ADD COLUMN     "campaign" TEXT,
ADD COLUMN     "firstTouch" JSONB,
ADD COLUMN     "lastTouch" JSONB,
ADD COLUMN     "medium" TEXT,
ADD COLUMN     "partnerId" UUID,
ADD COLUMN     "source" TEXT;

-- CreateTable
CREATE TABLE "Partner" (
    "id" UUID NOT NULL,
    "userId" TEXT NOT NULL,
    "partnerRegistrationId" UUID,
    "name" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Partner_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CommissionRate" (
    "kind" "LeadKind" NOT NULL,
    "amountPence" INTEGER NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CommissionRate_pkey" PRIMARY KEY ("kind")
);

-- CreateTable
CREATE TABLE "PartnerRate" (
    "partnerId" UUID NOT NULL,
    "kind" "LeadKind" NOT NULL,
    "amountPence" INTEGER NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PartnerRate_pkey" PRIMARY KEY ("partnerId","kind")
);

-- CreateTable
CREATE TABLE "PartnerEarning" (
    "id" UUID NOT NULL,
    "leadId" UUID NOT NULL,
    "partnerId" UUID NOT NULL,
    "kind" "LeadKind" NOT NULL,
    "amountPence" INTEGER NOT NULL,
    "wonAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PartnerEarning_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Partner_userId_key" ON "Partner"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Partner_partnerRegistrationId_key" ON "Partner"("partnerRegistrationId");

-- CreateIndex
CREATE UNIQUE INDEX "Partner_code_key" ON "Partner"("code");

-- CreateIndex
CREATE UNIQUE INDEX "PartnerEarning_leadId_key" ON "PartnerEarning"("leadId");

-- CreateIndex
CREATE INDEX "PartnerEarning_partnerId_wonAt_idx" ON "PartnerEarning"("partnerId", "wonAt");

-- CreateIndex
CREATE INDEX "Lead_partnerId_createdAt_idx" ON "Lead"("partnerId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Lead_source_createdAt_idx" ON "Lead"("source", "createdAt" DESC);

-- AddForeignKey
ALTER TABLE "Lead" ADD CONSTRAINT "Lead_partnerId_fkey" FOREIGN KEY ("partnerId") REFERENCES "Partner"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Partner" ADD CONSTRAINT "Partner_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Partner" ADD CONSTRAINT "Partner_partnerRegistrationId_fkey" FOREIGN KEY ("partnerRegistrationId") REFERENCES "PartnerRegistration"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PartnerRate" ADD CONSTRAINT "PartnerRate_partnerId_fkey" FOREIGN KEY ("partnerId") REFERENCES "Partner"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PartnerEarning" ADD CONSTRAINT "PartnerEarning_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PartnerEarning" ADD CONSTRAINT "PartnerEarning_partnerId_fkey" FOREIGN KEY ("partnerId") REFERENCES "Partner"("id") ON DELETE CASCADE ON UPDATE CASCADE;
