-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "EnquiryPage" AS ENUM ('home', 'utility', 'payment', 'business', 'contact', 'about', 'blog');

-- CreateEnum
CREATE TYPE "GuestLeadFlow" AS ENUM ('energy', 'water_waste');

-- CreateEnum
CREATE TYPE "GuestService" AS ENUM ('gas_and_electricity', 'gas', 'electricity', 'water', 'waste');

-- CreateEnum
CREATE TYPE "BinCollection" AS ENUM ('once_a_week', 'twice_a_week', 'thrice_a_week');

-- CreateEnum
CREATE TYPE "BusinessCategory" AS ENUM ('retail', 'food_catering_hospitality', 'health_leisure', 'construction', 'adult', 'school_education', 'business_personal_service', 'other');

-- CreateEnum
CREATE TYPE "TakePayment" AS ENUM ('face_to_face', 'online_ecommerce');

-- CreateEnum
CREATE TYPE "BusinessLocation" AS ENUM ('store', 'online');

-- CreateEnum
CREATE TYPE "ScheduledCallFlow" AS ENUM ('commercial_utility', 'water_waste', 'business_loan', 'cash_advance');

-- CreateTable
CREATE TABLE "BlogPost" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "urlTitle" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "image" TEXT NOT NULL,
    "topics" TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BlogPost_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContactEnquiry" (
    "id" UUID NOT NULL,
    "firstName" TEXT,
    "email" TEXT,
    "phone" TEXT,
    "businessName" TEXT,
    "businessAddress" TEXT,
    "message" TEXT,
    "page" "EnquiryPage",
    "serviceLabel" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ContactEnquiry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PartnerRegistration" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "businessAddress" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PartnerRegistration_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PopupLead" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "page" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PopupLead_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GuestLead" (
    "id" UUID NOT NULL,
    "flow" "GuestLeadFlow" NOT NULL,
    "postCode" TEXT NOT NULL,
    "fullAddress" TEXT NOT NULL,
    "businessName" TEXT,
    "service" "GuestService",
    "supplier" TEXT,
    "contractEndDate" DATE,
    "contractEndUnsure" BOOLEAN NOT NULL DEFAULT false,
    "annualUsage" TEXT,
    "requireBin" INTEGER,
    "binCapacity" INTEGER,
    "binCollectedDays" "BinCollection",
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GuestLead_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LoanApplication" (
    "id" UUID NOT NULL,
    "companyName" TEXT NOT NULL,
    "companyAddress" TEXT,
    "tradingName" TEXT,
    "tradingAddress" TEXT,
    "borrowAmount" INTEGER NOT NULL,
    "borrowTermMonths" INTEGER NOT NULL,
    "businessCategory" "BusinessCategory",
    "monthlyTurnoverFrom" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LoanApplication_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CashAdvanceApplication" (
    "id" UUID NOT NULL,
    "locationData" JSONB,
    "takePayment" "TakePayment" NOT NULL,
    "businessLocation" "BusinessLocation" NOT NULL,
    "businessName" TEXT NOT NULL,
    "cardProvider" TEXT NOT NULL,
    "productId" INTEGER,
    "productNotSure" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CashAdvanceApplication_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductTerm" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProductTerm_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductAcquirer" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "logo" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProductAcquirer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductManufacturer" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProductManufacturer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductFeature" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProductFeature_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Product" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "image" TEXT NOT NULL,
    "monthlyCharge" INTEGER NOT NULL,
    "termId" INTEGER NOT NULL,
    "acquirerId" INTEGER NOT NULL,
    "manufacturerId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Product_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ScheduledCall" (
    "id" UUID NOT NULL,
    "flow" "ScheduledCallFlow" NOT NULL,
    "eventUri" TEXT NOT NULL,
    "inviteeUri" TEXT NOT NULL,
    "guestLeadId" UUID,
    "loanApplicationId" UUID,
    "cashAdvanceApplicationId" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ScheduledCall_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_ProductToProductFeature" (
    "A" INTEGER NOT NULL,
    "B" INTEGER NOT NULL,

    CONSTRAINT "_ProductToProductFeature_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE UNIQUE INDEX "BlogPost_urlTitle_key" ON "BlogPost"("urlTitle");

-- CreateIndex
CREATE INDEX "BlogPost_createdAt_idx" ON "BlogPost"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ProductTerm_name_key" ON "ProductTerm"("name");

-- CreateIndex
CREATE UNIQUE INDEX "ProductAcquirer_name_key" ON "ProductAcquirer"("name");

-- CreateIndex
CREATE UNIQUE INDEX "ProductManufacturer_name_key" ON "ProductManufacturer"("name");

-- CreateIndex
CREATE UNIQUE INDEX "ProductFeature_name_key" ON "ProductFeature"("name");

-- CreateIndex
CREATE UNIQUE INDEX "Product_name_key" ON "Product"("name");

-- CreateIndex
CREATE INDEX "_ProductToProductFeature_B_index" ON "_ProductToProductFeature"("B");

-- AddForeignKey
ALTER TABLE "CashAdvanceApplication" ADD CONSTRAINT "CashAdvanceApplication_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Product" ADD CONSTRAINT "Product_termId_fkey" FOREIGN KEY ("termId") REFERENCES "ProductTerm"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Product" ADD CONSTRAINT "Product_acquirerId_fkey" FOREIGN KEY ("acquirerId") REFERENCES "ProductAcquirer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Product" ADD CONSTRAINT "Product_manufacturerId_fkey" FOREIGN KEY ("manufacturerId") REFERENCES "ProductManufacturer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScheduledCall" ADD CONSTRAINT "ScheduledCall_guestLeadId_fkey" FOREIGN KEY ("guestLeadId") REFERENCES "GuestLead"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScheduledCall" ADD CONSTRAINT "ScheduledCall_loanApplicationId_fkey" FOREIGN KEY ("loanApplicationId") REFERENCES "LoanApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScheduledCall" ADD CONSTRAINT "ScheduledCall_cashAdvanceApplicationId_fkey" FOREIGN KEY ("cashAdvanceApplicationId") REFERENCES "CashAdvanceApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ProductToProductFeature" ADD CONSTRAINT "_ProductToProductFeature_A_fkey" FOREIGN KEY ("A") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ProductToProductFeature" ADD CONSTRAINT "_ProductToProductFeature_B_fkey" FOREIGN KEY ("B") REFERENCES "ProductFeature"("id") ON DELETE CASCADE ON UPDATE CASCADE;
