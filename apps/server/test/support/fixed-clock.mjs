// Preloaded into a server process (node --import) by tests: the clock reads FIXED_NOW (an ISO instant) at start-up and
// runs on from there, so a test can put the process at a chosen moment, e.g. late evening in a British summer.
const RealDate = Date;
const shift = RealDate.parse(process.env.FIXED_NOW ?? '') - RealDate.now();

if (Number.isFinite(shift)) {
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + shift);
      else super(...args);
    }

    static now() {
      return RealDate.now() + shift;
    }
  }
  globalThis.Date = ShiftedDate;
}
