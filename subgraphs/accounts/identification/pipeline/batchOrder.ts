// Batches a run processes at once (SIGNAL_IDENTIFY_CONCURRENCY) keep their claim order where order
// decides the outcome: cap ranks and the events they allow depend on which accounts were seen first,
// so a batch's account stages start only once every earlier batch has committed. Three gates, each
// passed in ticket (claim) order: the claim itself, the visitor stage (row locks taken in claim order,
// so a later batch can wait on an earlier one's locks but never the reverse: no wait cycle), and the
// account stages (passed at commit). What overlaps: one batch's account stages and commit with the
// next batch's parsing, visitor locks and visit inserts.
export type Stage = 'claim' | 'visitors' | 'accounts';
const STAGES: Stage[] = ['claim', 'visitors', 'accounts'];

class Gate {
  private next = 0;
  private readonly passed = new Set<number>();
  private readonly waiting = new Map<number, () => void>();

  /** resolves when every ticket before `t` has passed */
  wait(t: number): Promise<void> {
    return t <= this.next ? Promise.resolve() : new Promise((resolve) => this.waiting.set(t, resolve));
  }

  pass(t: number): void {
    if (t < this.next || this.passed.has(t)) return;
    this.passed.add(t);
    while (this.passed.delete(this.next)) this.next++;
    // everyone whose predecessors have all passed (a batch may end before its own wait resolved)
    for (const [ticket, wake] of this.waiting)
      if (ticket <= this.next) {
        this.waiting.delete(ticket);
        wake();
      }
  }
}

export interface BatchTurn {
  /** waits until every earlier batch has passed `stage` */
  wait(stage: Stage): Promise<void>;
  /** this batch is done with `stage` */
  pass(stage: Stage): void;
  /** passes every stage (the batch ended: committed, found nothing, or failed) */
  release(): void;
}

export interface BatchOrder {
  /** the next batch's turn: take it right before claiming */
  turn(): BatchTurn;
}

export function createBatchOrder(): BatchOrder {
  const gates = new Map(STAGES.map((s) => [s, new Gate()]));
  let tickets = 0;
  return {
    turn() {
      const t = tickets++;
      return {
        wait: (stage) => gates.get(stage)!.wait(t),
        pass: (stage) => gates.get(stage)!.pass(t),
        release: () => STAGES.forEach((s) => gates.get(s)!.pass(t)),
      };
    },
  };
}

/** No ordering (one batch at a time, or a refused-row retry). */
export const ANY_ORDER: BatchTurn = { wait: () => Promise.resolve(), pass: () => {}, release: () => {} };
