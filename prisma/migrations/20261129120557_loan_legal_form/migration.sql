-- CreateEnum
CREATE TYPE "LegalForm" AS ENUM ('sole_trader', 'partnership_2_or_3', 'partnership_4_or_more', 'limited_company', 'llp', 'other');

-- AlterTable
ALTER TABLE "LoanApplication" ADD COLUMN     "legalForm" "LegalForm";
