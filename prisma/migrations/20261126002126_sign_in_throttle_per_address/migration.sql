-- The old rows counted failures per e-mail only, and last at most 15 minutes: they are dropped rather than guessed
-- into the new per-address shape (whose new columns have no default).
DELETE FROM "SignInThrottle";

-- AlterTable
ALTER TABLE "SignInThrottle" DROP CONSTRAINT "SignInThrottle_pkey",
DROP COLUMN "failures",
DROP COLUMN "firstFailureAt",
ADD COLUMN     "address" TEXT NOT NULL,
ADD COLUMN     "attempts" INTEGER NOT NULL,
ADD COLUMN     "inFlight" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "windowStart" TIMESTAMP(3) NOT NULL,
ADD CONSTRAINT "SignInThrottle_pkey" PRIMARY KEY ("email", "address");

-- CreateIndex
CREATE INDEX "SignInThrottle_windowStart_idx" ON "SignInThrottle"("windowStart");
