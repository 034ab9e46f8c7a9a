// One clock, injectable, so retries, trials, decay and snoozes are testable without waiting.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move by hand. */
export class ManualClock implements Clock {
  constructor(private t: Date = new Date()) {}
  now(): Date {
    return new Date(this.t.getTime());
  }
  set(t: Date): void {
    this.t = new Date(t.getTime());
  }
  advance(ms: number): void {
    this.t = new Date(this.t.getTime() + ms);
  }
}
