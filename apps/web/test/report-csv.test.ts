import { describe, expect, it } from 'vitest';
import { csvDuration, reportCsv, type SpeedToLeadReport } from '../src/admin/reports/report-csv.ts';

const reached = {
  callable: 1,
  reached: 1,
  withinTarget: 1,
  withinTargetPercent: 100,
  stillWaiting: 0,
  neverReached: 0,
  medianSeconds: 44,
  p90Seconds: 44,
  attemptsPerReached: 1,
};

/** A report with one agent, named as `name`: what a staff member's name becomes in the file. */
function withAgent(name: string): SpeedToLeadReport {
  return {
    from: '2026-03-27',
    to: '2026-03-27',
    targetSeconds: 180,
    total: reached,
    days: [],
    kinds: [],
    sources: [],
    agents: [{ agentId: 'u1', name, ...reached }],
  };
}

const agentLine = (report: SpeedToLeadReport) => reportCsv(report).split('\r\n')[2];

describe('the report as CSV', () => {
  it('writes a name a spreadsheet would run as a formula as text', () => {
    expect(agentLine(withAgent('=HYPERLINK("http://x")'))).toMatch(
      /^Agent,"'=HYPERLINK\(""http:\/\/x""\)",1,1,0,0,1,100%,/,
    );
    expect(agentLine(withAgent('+44 Sales'))).toMatch(/^Agent,'\+44 Sales,/);
  });

  it('quotes a name with a comma', () => {
    expect(agentLine(withAgent('Shah, Priya'))).toMatch(/^Agent,"Shah, Priya",1,1,0,0,1,100%,0:00:44,0:00:44,1$/);
  });

  it.each([
    [null, null],
    [0, '0:00:00'],
    [181, '0:03:01'],
    [3668, '1:01:08'],
    [97_500, '27:05:00'],
  ])('writes %s office seconds as %s, a duration a spreadsheet reads', (seconds, text) => {
    expect(csvDuration(seconds)).toBe(text);
  });
});
