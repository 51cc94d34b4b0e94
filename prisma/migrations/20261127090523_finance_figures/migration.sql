-- AlterTable
ALTER TABLE "CashAdvanceApplication" ADD COLUMN     "advanceFiguresShown" JSONB,
ADD COLUMN     "cardCostShown" JSONB;

-- AlterTable
ALTER TABLE "GuestLead" ADD COLUMN     "energyFiguresShown" JSONB;

-- AlterTable
ALTER TABLE "LoanApplication" ADD COLUMN     "figuresShown" JSONB;

-- CreateTable
CREATE TABLE "FinanceSetting" (
    "kind" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "updatedById" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FinanceSetting_pkey" PRIMARY KEY ("kind")
);

-- AddForeignKey
ALTER TABLE "FinanceSetting" ADD CONSTRAINT "FinanceSetting_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Written by hand: the public pages embed these figures and every instance keeps those pages in memory, so a change
-- notifies the content channel like the blog and the catalogue do (migration content_change_notify).
CREATE TRIGGER "FinanceSetting_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "FinanceSetting"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
