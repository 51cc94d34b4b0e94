-- CreateIndex
CREATE UNIQUE INDEX "ScheduledCall_eventUri_key" ON "ScheduledCall"("eventUri");
